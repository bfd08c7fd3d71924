import { cx } from "#app/components/ui/cx.ts";
import { usePackageIds } from "#app/components/ui/my-package-store.ts";
import { usePackageBooking } from "#app/components/ui/package-booking.ts";
import { siteConfig } from "#app/config/site.ts";
import { formatRupees } from "#app/domain/money.ts";
import { layout } from "#words/layout.ts";
import { useListSummary } from "./my-package-link.tsx";
import { barRowClass, CallLink, ChatLink, PhoneActionBar } from "./phone-action-bar.tsx";

/**
 * My Package's phone bar (docs/decisions/030-the-bar-books-the-page.md): Call, the list's total and "Book
 * on chat", where the list and its button are about 3,800 px down the page. The list and its total are
 * known once the page has hydrated, the total once the list's item shards have come (components/ui/package-lines.ts);
 * the total's line keeps its height from the first paint, and stays empty if a shard failed. Until the
 * page's list has shown (and for an empty list) "Book on WhatsApp" opens the chat as it is, a plain link;
 * then it carries the list's message and runs the page's check first, as the page's own button does
 * (components/ui/package-booking.ts). Its own script, loaded by My Package only.
 */
export function PackagePhoneBar({ pathname }: { pathname: string }) {
  const ids = usePackageIds();
  const summary = useListSummary(ids);
  const booking = usePackageBooking();
  const cells = (
    <ul className={cx(barRowClass, "grid-cols-[auto_minmax(0,1fr)_auto]")}>
      <li>
        <CallLink />
      </li>
      <li className="flex min-w-0 flex-col justify-center px-1 leading-tight" data-testid="bar-total">
        <span className="truncate text-xs text-ink-600">
          {layout.phoneBar.total}
          {summary && ` · ${summary.count}`}
        </span>
        <span className="tabular h-6 text-lg font-bold text-brand-800">{ids && (ids.length === 0 ? formatRupees(0) : summary?.total)}</span>
      </li>
      <li>
        <ChatLink
          href={booking?.href ?? siteConfig.chatLink}
          onClick={(event) => {
            if (booking && !booking.check()) event.preventDefault();
          }}
        >
          {/* A size smaller than the other cells' words, so the total beside it keeps "Total · 3 items" whole. */}
          <span className="text-sm">{layout.phoneBar.bookOnChat}</span>
        </ChatLink>
      </li>
    </ul>
  );
  return <PhoneActionBar pathname={pathname} cells={cells} />;
}
