import { Icon } from "~/components/ui/icon";
import { AddToPackageButton } from "~/components/ui/add-to-package-button";
import { BookingLink } from "~/components/ui/booking-link";
import { Badge, Card } from "~/components/ui/card";
import { Price } from "~/components/ui/price";
import type { SubcategoryTest } from "~/content/services";
import { bookingMessage } from "~/domain/booking";
import { formatRupees } from "~/domain/money";

/** A "Popular Tests" card: subcategory price set, Book Now (chat) and Add to Package (this test, at this price). */
/** A department test with where it is done, as the page's build-time loader gives it. */
export type WhereTest = SubcategoryTest & { where: string };

export function TestCard({ test, idPrefix }: { test: WhereTest; idPrefix: string }) {
  const nameId = `${idPrefix}-${test.id}`;
  const priceText = formatRupees(test.price);
  return (
    // The id is the anchor the site search links to (/services/…/…#test-{id}).
    <Card as="li" id={`test-${test.id}`} className="scroll-mt-24 p-6" data-testid="subcategory-test">
      <div className="flex items-start justify-between gap-3">
        <h3 id={nameId} className="text-lg font-semibold">
          {test.name}
        </h3>
        <Price amount={test.price} className="shrink-0 text-xl text-brand-800" />
      </div>
      {test.fastingRequired && (
        <Badge tone="accent" className="mt-2 self-start">
          <Icon name="UtensilsCrossed" className="size-3.5" />
          Fasting required
        </Badge>
      )}
      <p className="mt-3 flex-1 text-ink-600">{test.description}</p>
      <dl className="mt-4 grid gap-2 text-sm">
        <div className="flex items-start gap-2">
          <Icon name="Clock" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <dt className="font-medium text-ink-700">Report time:</dt>
          <dd className="tabular text-ink-800">{test.reportTime}</dd>
        </div>
        <div className="flex items-start gap-2">
          <Icon name="FlaskConical" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <dt className="font-medium text-ink-700">Sample:</dt>
          <dd className="text-ink-800">{test.sample}</dd>
        </div>
        {test.preparationTime && (
          <div className="flex items-start gap-2">
            <Icon name="Timer" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <dt className="font-medium text-ink-700">Preparation:</dt>
            <dd className="text-ink-800">{test.preparationTime}</dd>
          </div>
        )}
        <div className="flex items-start gap-2">
          <Icon name="House" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <dt className="font-medium text-ink-700">Where:</dt>
          <dd className="text-ink-800">{test.where}</dd>
        </div>
      </dl>
      {test.fastingNote && <p className="mt-3 text-sm text-ink-700">{test.fastingNote}</p>}
      <div className="mt-5 flex flex-wrap gap-3">
        <BookingLink message={bookingMessage(test.name, priceText)} aria-describedby={nameId} size="sm">
          Book Now
        </BookingLink>
        <AddToPackageButton itemId={test.id} name={test.name} />
      </div>
    </Card>
  );
}
