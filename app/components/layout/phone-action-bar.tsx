import type { MouseEvent, ReactNode } from "react";
import { cx } from "#app/components/ui/cx.ts";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { siteConfig, telHref } from "#app/config/site.ts";
import { chatHref } from "#app/domain/booking.ts";
import { layout } from "#words/layout.ts";
import { MyPackageBarLink } from "./my-package-link.tsx";

/** Each cell of the bar; Call and Chat centre their words, My Package starts its two lines at the left. */
export const barCellClass = "flex h-full min-w-0 items-center gap-2 rounded-control px-2 font-semibold";
/** The bar's row of cells; each form of the bar sets its columns. */
export const barRowClass =
  "mx-auto grid h-full max-w-xl gap-1.5 py-1.5 pr-[max(0.5rem,env(safe-area-inset-right))] pl-[max(0.5rem,env(safe-area-inset-left))]";

/**
 * The phone's booking bar, fixed to the bottom of every page below 1024 px (the desktop header has the
 * same links): Call, Chat and My Package with the list's count and total. On a test or package page
 * (`chatMessage`) Chat opens with the item's booking message, like its Book Now. `cells` replaces them:
 * a test or package page scrolled past its price card (./phone-bar-item.tsx) and My Package
 * (./phone-bar-package.tsx) have their own (docs/decisions/030-the-bar-books-the-page.md). What the
 * pre-rendered HTML shows are plain links, so each works before the page has hydrated. The page keeps
 * the bar's height free below the footer and around focused elements (app.css), so it never covers
 * content.
 */
export function PhoneActionBar({ pathname, chatMessage, cells }: { pathname: string; chatMessage?: string; cells?: ReactNode }) {
  return (
    <nav
      aria-label={layout.phoneBar.label}
      className="fixed inset-x-0 bottom-0 z-30 h-(--phone-bar) border-t border-ink-200 bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_-4px_rgb(15_23_42/0.12)] lg:hidden print:hidden"
    >
      {cells ?? (
        // Call and WhatsApp as wide as their words, My Package the rest: "WhatsApp" needs more than a third.
        <ul className={cx(barRowClass, "grid-cols-[auto_auto_minmax(0,1fr)]")}>
          <li>
            <CallLink />
          </li>
          <li>
            <ChatLink href={chatHref(siteConfig.chatLink, chatMessage)}>{layout.phoneBar.chat}</ChatLink>
          </li>
          <li>
            <MyPackageBarLink className={barCellClass} pathname={pathname} />
          </li>
        </ul>
      )}
    </nav>
  );
}

/** Call the support phone. */
export function CallLink() {
  return (
    <a href={telHref(siteConfig.supportPhone)} className={`${barCellClass} justify-center text-brand-800 hover:bg-brand-50`}>
      <Icon name="Phone" className="size-5 shrink-0" />
      {layout.phoneBar.call}
      <span className="sr-only"> {siteConfig.supportPhone}</span>
    </a>
  );
}

/** The chat, in a new tab: the bar's one filled button. */
export function ChatLink({
  href,
  onClick,
  children,
}: {
  href: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
}) {
  return (
    <ExternalLink
      href={href}
      onClick={onClick}
      data-testid="bar-chat"
      className={`${barCellClass} justify-center bg-brand-700 whitespace-nowrap text-white hover:bg-brand-800`}
    >
      <Icon name="WhatsApp" className="size-5 shrink-0" />
      {children}
    </ExternalLink>
  );
}
