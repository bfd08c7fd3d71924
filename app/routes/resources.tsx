import { pageMeta } from "~/config/page-meta";
import { ResourcesPage } from "~/features/resources/resources-page";

export const meta = () =>
  pageMeta(
    "Patient Resources",
    "Test preparation guides, home collection checklist, answers to common questions and 24/7 support from Health+ Diagnostics.",
  );

export default function ResourcesRoute() {
  return <ResourcesPage />;
}
