import { BeforeYouBookList } from "#app/components/ui/before-you-book.tsx";
import { DetailsLink } from "#app/components/ui/details-link.tsx";
import { ItemCard } from "#app/components/ui/item-card.tsx";
import type { ItemFacts } from "#app/domain/test-facts.ts";
import type { SubcategoryTest } from "#content/services.ts";
import { subcategoryTests as words } from "#words/subcategory-tests.ts";

/**
 * A department test as its card shows it, with its card facts (report time, fast, where it is done),
 * as the page's build time gives it: the list is an island, so this is what its HTML carries as props.
 */
export type ListedTest = Pick<SubcategoryTest, "id" | "name" | "price" | "description" | "sample" | "preparationTime"> & {
  facts: ItemFacts;
  /** Its catalogue test's page (/test-details/<id>), which its name and "View details" lead to. */
  href: string;
};

/**
 * A "Common Tests" card: the shared card at the test's own price (with what a home visit adds), its name
 * and "View details" leading to its test's page, with Book Now and Add to Package (this test, at this
 * price). The card also says what is taken and how to prepare; the description is left to wider screens.
 */
function TestCard({ test }: { test: ListedTest }) {
  return (
    // The id is the anchor the site search links to (/services/…/…#test-{id}).
    <ItemCard
      id={`test-${test.id}`}
      data-testid="subcategory-test"
      className="scroll-mt-24"
      name={test.name}
      href={test.href}
      price={test.price}
      facts={test.facts}
      packageItemId={test.id}
      density="compact"
    >
      <p className="mt-2 hidden text-sm text-ink-600 sm:block">{test.description}</p>
      {/* On a phone the two run on as one passage (the compact card), each term held to its value's first
          word by the no-break space that ends it; a column of terms from 640 px. The space is inside the
          term: a no-break space between the elements would be a grid cell of its own there. */}
      <dl className="mt-1.5 text-sm sm:mt-2 sm:grid sm:grid-cols-[auto_1fr] sm:gap-x-2 sm:gap-y-0.5">
        <dt className="inline font-medium text-ink-700">
          {words.sample}
          {"\u00a0"}
        </dt>
        <dd className="mr-3 inline text-ink-800 sm:mr-0">{test.sample}</dd>{" "}
        {test.preparationTime && (
          <>
            <dt className="inline font-medium text-ink-700">
              {words.preparation}
              {"\u00a0"}
            </dt>
            <dd className="inline text-ink-800">{test.preparationTime}</dd>
          </>
        )}
      </dl>
      <DetailsLink href={test.href} label={words.viewDetails} name={test.name} className="mt-1.5 self-start text-sm sm:mt-2" />
    </ItemCard>
  );
}

/**
 * A subcategory's "Common Tests": the list under its "Before you book" box (the fast's warning, naming the
 * tests that fast), and its cards, one island (each card's Add to Package needs the browser). The page
 * shows the call-112 boxes and the fever advice whole above it.
 */
export function TestCardList({ tests }: { tests: readonly ListedTest[] }) {
  return (
    <BeforeYouBookList
      items={tests.map((test) => ({ name: test.name, fastingNote: test.facts.fastingNote }))}
      className="grid gap-2.5 sm:gap-6 md:grid-cols-2 lg:grid-cols-3"
    >
      {tests.map((test) => (
        <TestCard key={test.id} test={test} />
      ))}
    </BeforeYouBookList>
  );
}
