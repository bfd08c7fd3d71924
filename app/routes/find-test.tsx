import { pageMeta } from "~/routes/page-meta";
import { FindTestPage } from "~/features/find-test/find-test-page";

export const meta = () =>
  pageMeta({
    title: "Find a Test",
    description:
      "Search blood tests, ECG, EEG, sleep studies and health packages by name, with prices, sample type, report time and home collection.",
    path: "/find-test",
  });

export default function FindTestRoute() {
  return <FindTestPage />;
}
