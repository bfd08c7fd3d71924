import { subcategoryCrumbs } from "#app/domain/breadcrumbs.ts";
import { catalogue } from "#app/domain/catalogue.ts";
import { noticesFor } from "#app/domain/safety.ts";
import { menuLinkOf, type SubcategoryMatch } from "#app/domain/services.ts";
import { breadcrumbJsonLd } from "#app/domain/structured-data.ts";
import { itemFactsOf } from "#app/domain/test-facts.ts";
import type { ListedTest } from "#app/features/services/test-card.tsx";
import { centres } from "#content/centres.ts";
import { safetyNotices } from "#content/safety-notices.ts";
import { testFacts } from "#content/test-facts.ts";
import { pageMeta, siteFacts, type PageHead } from "./page-meta.ts";
import { serviceNotFoundHead } from "./service.data.ts";

/**
 * What a subcategory page carries, built at build time: the department's name and slug, the
 * subcategory with its test list, and the page's JSON-LD. Both the /services/{department}/{sub} page
 * and its legacy /facilities/... aliases use it, so the two show and describe the same screen, under
 * the one canonical URL. Null for an unknown subcategory.
 */
export function subcategoryPageData(match: SubcategoryMatch | undefined) {
  if (!match) return null;
  const { category, subcategory } = match;
  const jsonLd = [breadcrumbJsonLd(subcategoryCrumbs(category, subcategory), canonicalPath(category, subcategory), siteFacts)];
  // The call-112 boxes of the page's tests (their facts name them), once each; resolved here so the
  // page carries the boxes it shows, not every notice. The fever notice is the fever advice, which the
  // page shows as points (features/services/fever-advice.tsx), not as a box of one paragraph.
  const keys = [...(subcategory.notices ?? []), ...subcategory.tests.flatMap((test) => test.notices ?? [])];
  const notices = noticesFor(
    keys.filter((key) => key !== "fever"),
    safetyNotices,
  );
  // Each card as it shows it (the list is an island: these are its props): the test's facts (report
  // time, fast, and for a centre-only test the centres that list it) and what the card adds.
  const tests = subcategory.tests.map(({ id, name, price, description, sample, preparationTime, homeVisitIncluded }): ListedTest => ({
    id,
    name,
    // A department test names its catalogue test (decision 055), whose page its card leads to.
    href: testPageOf(id),
    price,
    description,
    sample,
    ...(preparationTime ? { preparationTime } : {}),
    // The price line of a test done on a paid home visit says what the visit adds (rule 22).
    facts: itemFactsOf([testFacts[id]], centres, homeVisitIncluded === true),
  }));
  return {
    category: { name: category.name, slug: category.slug, review: category.review },
    // A page of pets' X-rays says their vet reads the results (the medical note).
    subcategory: {
      ...subcategory,
      tests,
      fever: keys.includes("fever"),
      // "See all 160 pathology tests": the find-test category behind the page's few common tests.
      menu: menuLinkOf(
        subcategory.tests.map((test) => test.id),
        catalogue,
      ),
      forPets: subcategory.tests.length > 0 && subcategory.tests.every((test) => testFacts[test.id].subject === "pet"),
    },
    notices,
    jsonLd,
  };
}

/** The page of the catalogue test of a test key; the content compile refuses a department test the catalogue does not sell. */
function testPageOf(key: string): string {
  const item = catalogue.find((entry) => entry.type === "test" && entry.tests[0] === key);
  if (!item) throw new Error(`No catalogue test for the department test ${key}`);
  return `/test-details/${item.id}`;
}

type Named = { name: string; slug: string };
type SubcategoryHeadInput = { category: Named; subcategory: Named & { description: string }; jsonLd: readonly object[] };

/** The head of a subcategory page, under its canonical /services URL (null: the subcategory is unknown). */
export function subcategoryPageHead(data: SubcategoryHeadInput | null): PageHead {
  if (!data) return serviceNotFoundHead;
  const { category, subcategory, jsonLd } = data;
  return pageMeta({
    title: `${subcategory.name} – ${category.name}`,
    description: subcategory.description,
    path: canonicalPath(category, subcategory),
    jsonLd,
  });
}

const canonicalPath = (category: { slug: string }, subcategory: { slug: string }) => `/services/${category.slug}/${subcategory.slug}`;
