import { lazy, Suspense, useDeferredValue, useEffect, useId, useRef, useState } from "react";
import { BookingLink } from "#app/components/ui/booking-link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { inputClass } from "#app/components/ui/field.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { prescription } from "#words/prescription.ts";
import type { PrescriptionDraft } from "./use-prescription-draft.ts";

// The reading, pricing and everything shown under the box: loaded on first use, so a page's script
// before interaction grows only by this box (docs/decisions/057-find-test-layout.md).
const PrescriptionAnswer = lazy(() => import("./prescription-answer.tsx"));

/**
 * The prescription list box, directly under a page's search box: a one-line opener ("Have a
 * prescription? Price the whole list") that opens a labelled textarea in place, and under it each line's
 * match, the total, the preparation and Add / Book. The opener is a `<details>`: it opens at a tap
 * before hydration and with JavaScript off, and a text typed before hydration is handed over by the
 * pre-hydration script (app/pre-hydration.ts). With JavaScript off the box says so and offers the chat.
 * Text typed or pasted into the search box that reads as a list comes in through `draft`.
 */
export function PrescriptionBox({ draft, searchUrl }: { draft: PrescriptionDraft; searchUrl: string }) {
  const ids = useId();
  const details = useRef<HTMLDetailsElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [announcement, setAnnouncement] = useState("");
  const deferredText = useDeferredValue(draft.text);

  // A list moved in from the search box: open the box and put the focus in it, once per request.
  useEffect(() => {
    if (draft.openRequest === 0 || !details.current) return;
    details.current.open = true;
    textarea.current?.focus();
  }, [draft.openRequest]);

  return (
    <div className="mt-3 max-w-3xl" data-prescription-box="">
      {draft.searchOffer >= 2 && (
        <p className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-ink-800" data-testid="prescription-search-offer">
          {prescription.searchOffer(draft.searchOffer)}
          <Button variant="secondary" size="md" onClick={draft.acceptSearchOffer}>
            {prescription.searchOfferButton}
          </Button>
        </p>
      )}
      <details ref={details} className="group">
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-control font-semibold text-brand-800 underline-offset-4 hover:underline [&::-webkit-details-marker]:hidden">
          <Icon name="ClipboardList" className="size-5 shrink-0" />
          {prescription.opener}
          <Icon name="ChevronDown" className="size-4 shrink-0 transition-transform group-open:rotate-180" />
        </summary>
        <div className="mt-2 grid gap-2">
          <label htmlFor={`${ids}-list`} className="text-sm font-semibold text-ink-800">
            {prescription.label}
          </label>
          <p id={`${ids}-hint`} className="text-sm text-ink-700">
            {prescription.hint}
          </p>
          <textarea
            id={`${ids}-list`}
            ref={textarea}
            rows={5}
            value={draft.text}
            onChange={(event) => draft.setText(event.target.value)}
            aria-describedby={`${ids}-hint`}
            autoComplete="off"
            spellCheck={false}
            className={inputClass("py-2")}
            data-testid="prescription-text"
          />
          <noscript>
            <p className="text-ink-800">{prescription.needsScript}</p>
            <BookingLink message={prescription.slipMessage} variant="secondary" className="mt-2">
              <Icon name="MessageCircle" className="size-5" />
              {prescription.sendOnChat}
            </BookingLink>
          </noscript>
          {deferredText.trim() !== "" && (
            <Suspense fallback={<p className="text-ink-700">{prescription.reading}</p>}>
              <PrescriptionAnswer text={deferredText} searchUrl={searchUrl} announce={setAnnouncement} />
            </Suspense>
          )}
        </div>
      </details>
      <p role="status" className="sr-only">
        {draft.moved ? `${prescription.moved} ` : ""}
        {draft.text.trim() === "" ? "" : announcement}
      </p>
    </div>
  );
}
