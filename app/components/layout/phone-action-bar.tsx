import { ExternalLink } from "~/components/ui/external-link";
import { Icon } from "~/components/ui/icon";
import { layout } from "~/content/ui/en/layout";
import { siteConfig, telHref } from "~/config/site";
import { chatHref } from "~/domain/booking";
import type { PriceList } from "~/domain/my-package-ids";
import { MyPackageBarLink } from "./my-package-link";

/** Each cell of the bar; Call and Chat centre their words, My Package starts its two lines at the left. */
const barCellClass = "flex h-full min-w-0 items-center gap-2 rounded-control px-2 font-semibold";

/**
 * The phone's booking bar, fixed to the bottom of every page below 1024 px (the desktop header has the
 * same links): call, chat and My Package. Plain links, so each works before the page has hydrated. The
 * page keeps the bar's height free below the footer and around focused elements (app.css), so it never
 * covers content. On a page that gives a `chatMessage` (a test or package), Chat opens with that
 * message pre-filled, like the page's own Book Now.
 */
export function PhoneActionBar({ pathname, prices, chatMessage }: { pathname: string; prices: PriceList; chatMessage?: string }) {
  return (
    <nav
      aria-label={layout.phoneBar.label}
      className="fixed inset-x-0 bottom-0 z-30 h-(--phone-bar) border-t border-ink-200 bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_-4px_rgb(15_23_42/0.12)] lg:hidden print:hidden"
    >
      <ul className="mx-auto grid h-full max-w-xl grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.6fr)] gap-1.5 py-1.5 pr-[max(0.5rem,env(safe-area-inset-right))] pl-[max(0.5rem,env(safe-area-inset-left))]">
        <li>
          <a href={telHref(siteConfig.supportPhone)} className={`${barCellClass} justify-center text-brand-800 hover:bg-brand-50`}>
            <Icon name="Phone" className="size-5 shrink-0" />
            {layout.phoneBar.call}<span className="sr-only"> {siteConfig.supportPhone}</span>
          </a>
        </li>
        <li>
          <ExternalLink
            href={chatHref(siteConfig.chatLink, chatMessage)}
            data-testid="bar-chat"
            className={`${barCellClass} justify-center bg-brand-700 text-white hover:bg-brand-800`}
          >
            <Icon name="MessageCircle" className="size-5 shrink-0" />
            {layout.phoneBar.chat}
          </ExternalLink>
        </li>
        <li>
          <MyPackageBarLink className={barCellClass} pathname={pathname} prices={prices} />
        </li>
      </ul>
    </nav>
  );
}
