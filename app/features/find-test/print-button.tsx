import { Button } from "#app/components/ui/button.tsx";
import { findTest } from "#words/en/find-test.ts";
import { Icon } from "#app/components/ui/icon.tsx";

/** "Print or Save as PDF" on the test guide: the browser's print dialog (an island on a static page). */
export function PrintButton() {
  return (
    <Button onClick={() => window.print()} className="print:hidden">
      <Icon name="Printer" className="size-5" />
      {findTest.guide.print}
    </Button>
  );
}
