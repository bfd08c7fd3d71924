import { useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { removePackageNote } from "#app/components/ui/my-package-notes-store.ts";
import { myPackage } from "#words/my-package.ts";

/**
 * The prescription's lines that matched no test, as the patient wrote them (app/domain/my-package-notes.ts):
 * each with its Remove button. They go into the booking message; "Clear all" clears them with the list.
 */
export function WrittenLines({ notes }: { notes: readonly string[] }) {
  const headingId = useId();
  const [status, setStatus] = useState("");
  return (
    <section aria-labelledby={headingId} data-testid="written-lines">
      <h2 id={headingId} className="text-xl font-bold">
        {myPackage.written.heading}
      </h2>
      <p className="mt-1 text-ink-700">{myPackage.written.note}</p>
      <p role="status" className="mt-2 text-ink-700 empty:hidden print:hidden">
        {status}
      </p>
      {notes.length > 0 && (
        <ul className="mt-3 grid gap-3">
          {notes.map((line) => (
            <Card as="li" key={line} direction="row" className="flex-wrap items-center justify-between gap-3 print:shadow-none">
              <span className="min-w-0 break-words font-semibold text-ink-900" data-testid="written-line">
                {line}
              </span>
              <Button
                variant="secondary"
                size="sm"
                className="print:hidden"
                onClick={() => {
                  removePackageNote(line);
                  setStatus(myPackage.written.removed(line));
                }}
              >
                {myPackage.written.remove}
                <span className="sr-only"> {line}</span>
              </Button>
            </Card>
          ))}
        </ul>
      )}
    </section>
  );
}
