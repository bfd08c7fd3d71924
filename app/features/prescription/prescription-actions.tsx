import { useState } from "react";
import { BookingLink } from "#app/components/ui/booking-link.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { addPackageNotes } from "#app/components/ui/my-package-notes-store.ts";
import { setPackageIds, usePackageIds } from "#app/components/ui/my-package-store.ts";
import { localHref } from "#app/domain/local-href.ts";
import { composeBookingMessage, emptyDetails } from "#app/domain/my-package-booking.ts";
import { addId, itemCountText } from "#app/domain/my-package-ids.ts";
import type { PackageLine } from "#app/domain/my-package.ts";
import { prescription } from "#words/prescription.ts";

/**
 * Beside the list: one tap adds every matched item to My Package and keeps every other line as written
 * (app/domain/my-package-notes.ts); "Book the whole list on chat" sends one message with every item and
 * every line as written, as My Package's Book does. Both stay on this device: the chat link is the
 * person's own send.
 */
export function PrescriptionActions({
  ids,
  items,
  keptAsWritten,
}: {
  /** The matched items' ids, in list order. */
  ids: readonly string[];
  /** Their lines, for the message (those that have come). */
  items: readonly PackageLine[];
  keptAsWritten: readonly string[];
}) {
  const held = usePackageIds();
  const [status, setStatus] = useState("");
  const message = composeBookingMessage({ lines: items, details: emptyDetails, notes: keptAsWritten });
  return (
    <div className="grid gap-3 sm:flex sm:flex-wrap" data-testid="prescription-actions">
      <Button
        size="lg"
        onClick={() => {
          const next = ids.reduce<string[]>((list, id) => addId(list, id), [...(held ?? [])]);
          setPackageIds(next);
          if (keptAsWritten.length > 0) addPackageNotes(keptAsWritten);
          setStatus(
            prescription.added(itemCountText(next.length)) +
              (keptAsWritten.length > 0 ? prescription.addedWritten(keptAsWritten.length) : ""),
          );
        }}
      >
        <Icon name="Package" className="size-5" />
        {prescription.addAll}
      </Button>
      <BookingLink message={message} variant="secondary" size="lg" data-testid="prescription-book">
        <Icon name="MessageCircle" className="size-5" />
        {prescription.book}
      </BookingLink>
      <p role="status" className="flex flex-wrap items-center gap-3 text-ink-800 empty:hidden sm:basis-full">
        {status}
        {status !== "" && (
          <a href={localHref("/my-package")} className={buttonClass("ghost", "md")}>
            {prescription.openPackage}
          </a>
        )}
      </p>
    </div>
  );
}
