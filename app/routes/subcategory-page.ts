import { noIndexMeta, pageMeta, siteFacts } from "~/routes/page-meta";
import { subcategoryCrumbs } from "~/domain/breadcrumbs";
import type { SubcategoryMatch } from "~/domain/services";
import { centres } from "~/content/centres";
import { testFacts } from "~/content/test-facts";
import { noticesFor } from "~/domain/safety";
import { itemFactsOf } from "~/domain/test-facts";
import { breadcrumbJsonLd } from "~/domain/structured-data";

/**
 * What a subcategory page carries, built by its route's build-time loader: the department's name and
 * slug, the subcategory with its test list, and the page's JSON-LD. Both the /services/{department}/{sub}
 * page and its legacy /facilities/... aliases use it, so the two show and describe the same screen,
 * under the one canonical URL.
 */
export function subcategoryPageData(match: SubcategoryMatch | undefined) {
  if (!match) return null;
  const { category, subcategory } = match;
  const jsonLd = [breadcrumbJsonLd(subcategoryCrumbs(category, subcategory), canonicalPath(category, subcategory), siteFacts)];
  // The call-112 boxes of the page's tests (their facts name them), once each; resolved here so the
  // page carries the boxes it shows, not every notice.
  const notices = noticesFor([...(subcategory.notices ?? []), ...subcategory.tests.flatMap((test) => test.notices ?? [])]);
  // Each card's facts from the test's own: report time, fast, and where it is done (for a centre-only
  // test, the centres that list it).
  const tests = subcategory.tests.map((test) => ({ ...test, facts: itemFactsOf([testFacts[test.id]], centres) }));
  return {
    category: { name: category.name, slug: category.slug, review: category.review },
    subcategory: { ...subcategory, tests },
    notices,
    jsonLd,
  };
}

type Named = { name: string; slug: string };
type SubcategoryMetaInput = { category: Named; subcategory: Named & { description: string }; jsonLd: readonly object[] };

/** The meta of a subcategory page, from what its loader gave (nothing: the subcategory is unknown). */
export function subcategoryPageMeta(data: SubcategoryMetaInput | null | undefined) {
  if (!data) return noIndexMeta("Service Not Found", "The service you're looking for doesn't exist.");
  const { category, subcategory, jsonLd } = data;
  return pageMeta({
    title: `${subcategory.name} – ${category.name}`,
    description: subcategory.description,
    path: canonicalPath(category, subcategory),
    jsonLd,
  });
}

const canonicalPath = (category: { slug: string }, subcategory: { slug: string }) =>
  `/services/${category.slug}/${subcategory.slug}`;
