import { MyPackagePage } from "~/features/my-package/my-package-page";
import { noIndexMeta } from "~/routes/page-meta";

// The visitor's own list: pre-rendered like every page, but personal, so kept out of search results and
// the sitemap (app/site-urls.ts `personalUrls`).
export const meta = () =>
  noIndexMeta("My Package", "Your own list of tests and health packages, kept in this browser and booked together in one message.");

export default function MyPackageRoute() {
  return <MyPackagePage />;
}
