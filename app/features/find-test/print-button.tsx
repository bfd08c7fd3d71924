import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

/**
 * "Print or Save as PDF" on the test guide: the browser's print dialog (an island on a static page).
 * Its label comes from the page, so the island does not load every word of /find-test for one.
 */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button onClick={() => window.print()} className="print:hidden">
      <Icon name="Printer" className="size-5" />
      {label}
    </Button>
  );
}
