import { pageMeta, siteFacts, type PageHead } from "~/routes/page-meta";
import { subcategoryCrumbs } from "~/domain/breadcrumbs";
import type { SubcategoryMatch } from "~/domain/services";
import { centres } from "~/content/centres";
import { safetyNotices } from "~/content/safety-notices";
import { testFacts } from "~/content/test-facts";
import { noticesFor } from "~/domain/safety";
import { itemFactsOf } from "~/domain/test-facts";
import { breadcrumbJsonLd } from "~/domain/structured-data";
import type { ListedTest } from "~/features/services/test-card";
import { serviceNotFoundHead } from "./service.data";

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
  // page carries the boxes it shows, not every notice.
  const notices = noticesFor([...(subcategory.notices ?? []), ...subcategory.tests.flatMap((test) => test.notices ?? [])], safetyNotices);
  // Each card as it shows it (the list is an island: these are its props): the test's facts (report
  // time, fast, and for a centre-only test the centres that list it) and what the card adds.
  const tests = subcategory.tests.map(({ id, name, price, description, sample, preparationTime }): ListedTest => ({
    id,
    name,
    price,
    description,
    sample,
    ...(preparationTime ? { preparationTime } : {}),
    facts: itemFactsOf([testFacts[id]], centres),
  }));
  return {
    category: { name: category.name, slug: category.slug, review: category.review },
    // A page of pets' X-rays says their vet reads the results (the medical note).
    subcategory: {
      ...subcategory,
      tests,
      forPets: subcategory.tests.length > 0 && subcategory.tests.every((test) => testFacts[test.id].subject === "pet"),
    },
    notices,
    jsonLd,
  };
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
