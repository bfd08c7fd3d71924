import { useId, useState, type MouseEvent } from "react";
import { BookingLink } from "#app/components/ui/booking-link.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { siteConfig, telHref } from "#app/config/site.ts";
import { localHref } from "#app/domain/local-href.ts";
import { mailtoHref } from "#app/domain/mailto.ts";
import { shareItemsParam } from "#app/domain/my-package-ids.ts";
import { myPackage } from "#words/my-package.ts";

/**
 * Book on WhatsApp (one composed message; `check` first, as the phone bar's does), call, email the same
 * text, copy the share link, print.
 */
export function BookingActions({ ids, message, check }: { ids: readonly string[]; message: string; check: () => boolean }) {
  const headingId = useId();
  const [copied, setCopied] = useState("");
  const shareUrl = `${window.location.origin}${localHref("/my-package")}?items=${shareItemsParam(ids)}`;
  // Booking on chat and emailing the list both send the booking details, so both check them first.
  const stopUnlessChecked = (event: MouseEvent) => {
    if (!check()) event.preventDefault();
  };
  return (
    <section aria-labelledby={headingId} className="print:hidden">
      <h2 id={headingId} className="text-xl font-bold">
        {myPackage.actions.heading}
      </h2>
      <div className="mt-3 grid gap-3">
        <BookingLink message={message} size="lg" data-testid="book-on-chat" onClick={stopUnlessChecked}>
          <Icon name="WhatsApp" className="size-5" />
          {myPackage.actions.chat}
        </BookingLink>
        <a href={telHref(siteConfig.supportPhone)} className={buttonClass("secondary", "md")}>
          <Icon name="Phone" className="size-5" />
          {myPackage.actions.call(siteConfig.supportPhone)}
        </a>
        <a
          href={mailtoHref(siteConfig.generalEmail, myPackage.actions.emailSubject, message)}
          className={buttonClass("secondary", "md")}
          data-testid="email-list"
          onClick={stopUnlessChecked}
        >
          <Icon name="Mail" className="size-5" />
          {myPackage.actions.email}
        </a>
        <Button variant="ghost" onClick={() => window.print()}>
          <Icon name="Printer" className="size-5" />
          {myPackage.actions.print}
        </Button>
      </div>
      <div className="mt-5">
        <label htmlFor="share-link" className="block text-sm font-semibold text-ink-800">
          {myPackage.actions.shareLabel}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id="share-link"
            readOnly
            value={shareUrl}
            onFocus={(e) => e.currentTarget.select()}
            className="block w-full min-w-0 rounded-control border border-ink-300 bg-ink-50 px-3 py-2 text-sm text-ink-800"
          />
          <Button
            variant="secondary"
            className="shrink-0 whitespace-nowrap"
            onClick={async () => {
              try {
                await navigator.clipboard.writeText(shareUrl);
                setCopied(myPackage.actions.copied);
              } catch {
                setCopied(myPackage.actions.copyBlocked);
              }
            }}
          >
            {myPackage.actions.copy}
          </Button>
        </div>
        <p role="status" className="mt-1 text-sm text-ink-700">
          {copied}
        </p>
      </div>
    </section>
  );
}
