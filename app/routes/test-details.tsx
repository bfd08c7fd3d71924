import { useParams } from "react-router";
import { noIndexMeta, pageMeta, siteFacts } from "~/routes/page-meta";
import { catalogue } from "~/content/catalogue";
import { findCatalogueItem } from "~/domain/catalogue";
import { formatRupees } from "~/domain/money";
import { catalogueItemJsonLd } from "~/domain/structured-data";
import { metaDescription } from "~/domain/text";
import { TestDetailsPage } from "~/features/catalogue-details/test-details-page";
import type { Route } from "./+types/test-details";

export function meta({ params }: Route.MetaArgs) {
  const test = findCatalogueItem(catalogue, "test", params.testId);
  if (!test) return noIndexMeta("Test Not Found", "The test you're looking for doesn't exist.");
  const path = `/test-details/${test.id}`;
  return pageMeta({
    title: test.name,
    description: metaDescription(
      test.description,
      `${test.sample} sample, report in ${test.reportTime}, ${formatRupees(test.price)}${test.homeCollection ? ", home collection" : ""}.`,
    ),
    path,
    jsonLd: [catalogueItemJsonLd(test, path, siteFacts)],
  });
}

export default function TestDetailsRoute() {
  const { testId } = useParams();
  return <TestDetailsPage testId={testId} />;
}
