import { catalogue, findCatalogueItem, type TestItem } from "#app/domain/catalogue.ts";
import { itemBookingMessage } from "#app/domain/home-visit-price.ts";
import { formatRupees } from "#app/domain/money.ts";
import { relatedItems } from "#app/domain/related-items.ts";
import { catalogueItemJsonLd } from "#app/domain/structured-data.ts";
import { metaDescription } from "#app/domain/text.ts";
import { testFacts } from "#content/test-facts.ts";
import { sampleKindLabels } from "#content/test-kinds.ts";
import { pageHeads } from "#words/page-heads.ts";
import { noIndexMeta, pageMeta, siteFacts, type PageHead } from "./page-meta.ts";

/** Every test's page (app/site-urls.ts lists the same ids). */
export function testDetailsPaths() {
  return catalogue.filter((item) => item.type === "test").map((item) => ({ params: { testId: String(item.id) } }));
}

/**
 * What a test's page carries, built at build time: its one test (so the page carries that test in its
 * HTML, not the catalogue in its scripts; decision 015), the packages that hold it and related tests,
 * its JSON-LD, and what the phone bar books.
 * Null for an id without a test.
 */
export function testDetailsData(testId: string | undefined) {
  const test = findCatalogueItem(catalogue, "test", testId);
  if (!test) return null;
  return {
    test,
    related: relatedItems(test, catalogue),
    jsonLd: [catalogueItemJsonLd(test, `/test-details/${test.id}`, siteFacts)],
    // The phone bar books this item like the page's Book Now and Add to Package (components/layout/phone-action-bar.tsx).
    barItem: { id: String(test.id), name: test.name, price: test.price, chatMessage: itemBookingMessage(test) },
  };
}

export function testDetailsHead(data: { test: TestItem; jsonLd: readonly object[] } | null): PageHead {
  if (!data) return testNotFoundHead;
  const { test } = data;
  // A test not yet translated (decision 034): its English name is marked, and the description says only
  // what the page's language composes, its kind of sample in that language.
  const facts = (sample: string) => pageHeads.testDetails.facts(sample, test.reportTime, formatRupees(test.price), test.homeCollection);
  return pageMeta({
    title: test.name,
    ...(test.untranslated ? { titleLang: "en" as const } : {}),
    description: test.factsUntranslated
      ? facts(sampleKindLabels[testFacts[test.tests[0]!].sampleKind])
      : metaDescription(test.description, facts(test.sample)),
    path: `/test-details/${test.id}`,
    jsonLd: data.jsonLd,
  });
}

export const testNotFoundHead = noIndexMeta(pageHeads.testNotFound.title, pageHeads.testNotFound.description);
