import { accreditationShort } from "./accreditation-claim.ts";
import { centres } from "./centres.ts";
import { claimSentences, reportDelivery, responseTarget } from "./claims.ts";
import { testMenuClaim } from "./counts.ts";
import { emergencyLine, emergencyNumber } from "./emergency.ts";
import { homeCollectionPlaceholders } from "./home-collection.ts";
import type { SitePlaceholderName } from "./placeholders.ts";
import { qualityChecksSentence, qualityChecksTitle, qualitySteps } from "./quality-checks.ts";
import { testingSites } from "./testing-sites.ts";

/**
 * The site's own facts as page texts quote them (./placeholders.ts): the home page and the contact
 * pages say "{{emergency-line}}" or "{{quality-check-count}}" where the fact lives in another file.
 * Apart from ./placeholder-values.ts so the home and contact pages do not load the test facts.
 */
export const sitePlaceholders: Record<SitePlaceholderName, () => string> = {
  "emergency-number": () => emergencyNumber,
  "emergency-line": () => emergencyLine,
  "accreditation-short": () => accreditationShort,
  "testing-sites-short": () => testingSites.short,
  "quality-check-count": () => String(qualitySteps.length),
  "quality-checks-title": () => qualityChecksTitle,
  "quality-checks-sentence": () => qualityChecksSentence,
  "reports-claim": () => claimSentences.reports,
  "response-target-feature": () => responseTarget.feature,
  "response-target-badge": () => responseTarget.badge,
  "tests-badge": () => testMenuClaim.badge,
  "tests-badge-note": () => testMenuClaim.note,
  "report-delivery": () => reportDelivery,
  "listed-centres": () => String(centres.length),
  ...homeCollectionPlaceholders,
};
