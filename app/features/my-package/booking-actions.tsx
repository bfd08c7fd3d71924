import { useId, useState } from "react";
import { BookingLink } from "~/components/ui/booking-link";
import { Button, buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { siteConfig, telHref } from "~/config/site";
import { mailtoHref } from "~/domain/mailto";
import { shareItemsParam } from "~/domain/my-package-ids";

/** Book on chat (one composed message), call, email the same text, copy the share link, print. */
export function BookingActions({ ids, message }: { ids: readonly string[]; message: string }) {
  const headingId = useId();
  const [copied, setCopied] = useState("");
  const shareUrl = `${window.location.origin}/my-package?items=${shareItemsParam(ids)}`;
  return (
    <section aria-labelledby={headingId} className="print:hidden">
      <h2 id={headingId} className="text-xl font-bold">
        Book this list
      </h2>
      <div className="mt-3 grid gap-3">
        <BookingLink message={message} size="lg" data-testid="book-on-chat">
          <Icon name="MessageCircle" className="size-5" />
          Book on chat
        </BookingLink>
        <a href={telHref(siteConfig.supportPhone)} className={buttonClass("secondary", "md")}>
          <Icon name="Phone" className="size-5" />
          Call to book: {siteConfig.supportPhone}
        </a>
        <a href={mailtoHref(siteConfig.generalEmail, "My Package booking", message)} className={buttonClass("secondary", "md")} data-testid="email-list">
          <Icon name="Mail" className="size-5" />
          Email this list
        </a>
        <Button variant="ghost" onClick={() => window.print()}>
          <Icon name="Printer" className="size-5" />
          Print or save as PDF
        </Button>
      </div>
      <div className="mt-5">
        <label htmlFor="share-link" className="block text-sm font-semibold text-ink-800">
          Share link (tests only, no personal details)
        </label>
        <div className="mt-1 flex gap-2">
          <input id="share-link" readOnly value={shareUrl} onFocus={(e) => e.currentTarget.select()} className="block w-full min-w-0 rounded-control border border-ink-300 bg-ink-50 px-3 py-2 text-sm text-ink-800" />
          <Button
            variant="secondary"
            onClick={async () => {
              try {
                await navigator.clipboard.writeText(shareUrl);
                setCopied("Link copied.");
              } catch {
                setCopied("Copying is blocked in this browser: select the link and copy it.");
              }
            }}
          >
            Copy link
          </Button>
        </div>
        <p role="status" className="mt-1 text-sm text-ink-700">
          {copied}
        </p>
      </div>
    </section>
  );
}
