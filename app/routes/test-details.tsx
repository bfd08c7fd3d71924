import { noIndexMeta, pageMeta, siteFacts } from "~/routes/page-meta";
import { itemBookingMessage } from "~/domain/booking";
import { catalogue } from "~/domain/catalogue";
import { findCatalogueItem } from "~/domain/catalogue";
import { formatRupees } from "~/domain/money";
import { catalogueItemJsonLd } from "~/domain/structured-data";
import { metaDescription } from "~/domain/text";
import { TestDetailsNotFound, TestDetailsPage } from "~/features/catalogue-details/test-details-page";
import type { Route } from "./+types/test-details";

/**
 * Runs at build time only (every test's page is pre-rendered): the page carries its one test in its HTML
 * instead of the whole catalogue in its scripts (docs/decisions/015-details-pages-carry-their-own-item.md).
 */
export function loader({ params }: Route.LoaderArgs) {
  const test = findCatalogueItem(catalogue, "test", params.testId) ?? null;
  return {
    test,
    jsonLd: test ? [catalogueItemJsonLd(test, `/test-details/${test.id}`, siteFacts)] : [],
    // The phone bar's Chat books this item, like the page's Book Now (components/layout/phone-action-bar.tsx).
    chatMessage: test ? itemBookingMessage(test) : undefined,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const test = loaderData?.test;
  if (!test) return noIndexMeta("Test Not Found", "The test you're looking for doesn't exist.");
  const path = `/test-details/${test.id}`;
  return pageMeta({
    title: test.name,
    description: metaDescription(
      test.description,
      `${test.sample} sample, report in ${test.reportTime}, ${formatRupees(test.price)}${test.homeCollection ? ", home collection" : ""}.`,
    ),
    path,
    jsonLd: loaderData.jsonLd,
  });
}

export default function TestDetailsRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.test ? <TestDetailsPage test={loaderData.test} /> : <TestDetailsNotFound />;
}

/** An id without a pre-rendered page (the browser finds no data file for it): the not-found state. */
export function ErrorBoundary() {
  return <TestDetailsNotFound />;
}
