import { Button } from "~/components/ui/button";
import { findTest } from "~/content/ui/en/find-test";
import { Icon } from "~/components/ui/icon";

/** "Print or Save as PDF" on the test guide: the browser's print dialog (an island on a static page). */
export function PrintButton() {
  return (
    <Button onClick={() => window.print()} className="print:hidden">
      <Icon name="Printer" className="size-5" />
      {findTest.guide.print}
    </Button>
  );
}
