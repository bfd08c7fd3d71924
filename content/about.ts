import { siteConfig } from "#app/config/site.ts";
import type { About } from "#content/collections/about.schema.ts";
import aboutData from "#content/generated/about.json" with { type: "json" };
import { accreditationStatement } from "./accreditation-claim.ts";
import { centres } from "./centres.ts";
import { claimSentences } from "./claims.ts";
import { countsDate, testMenuClaim } from "./counts.ts";
import { fillAll, type PlaceholderTableOf } from "./placeholders.ts";
import { qualityChecksSentence } from "./quality-checks.ts";

export type { About } from "#content/collections/about.schema.ts";

/**
 * About page content (docs/behaviour.md#about; the figures are the site's claims, #claims), from
 * content/en/about.json (edited at /admin, docs/editing.md).
 * Icons are lucide-react export names, resolved by the page.
 */

/** What the about page's placeholders become: the figures and sentences that live elsewhere. */
const placeholders = {
  brand: () => siteConfig.brandName,
  "accreditation-statement": () => accreditationStatement,
  "quality-checks-sentence": () => qualityChecksSentence,
  "reports-claim": () => claimSentences.reports,
  "test-menu-count": () => testMenuClaim.value,
  "counts-date": () => countsDate,
  "listed-centres": () => String(centres.length),
} satisfies PlaceholderTableOf<"about">;

export const about: About = fillAll(aboutData, placeholders);
