import { shownCertificate, siteConfig } from "#app/config/site.ts";
import scope from "#content/generated/accreditation-scope.json" with { type: "json" };
import { accreditationWords } from "#words/labels.ts";
import type { TestKey } from "./test-facts.ts";

/**
 * What is accredited, stated exactly once. NABL accredits medical laboratories against ISO 15189, test by
 * test: the scope is the list of tests the scope document annexed to the central laboratory's
 * certificate names, copied into content/en/accreditation-scope.json (edited at /admin, docs/editing.md),
 * and a page shows the statement for those tests only (app/domain/test-facts.ts `accreditationCoverage`;
 * docs/content-review.md, rule 23). The section a test is filed under decides nothing. Imaging, ECG,
 * lung, EEG, nerve and sleep studies are not laboratory tests: the build refuses them in the list. NABH
 * accredits hospitals, not laboratories, so the site makes no NABH claim for its lab. CAP is named only as
 * the external proficiency-testing programme the laboratory takes part in. The certificate number is a
 * site setting (VITE_NABL_CERTIFICATE); until it is set the pages name no number (`shownCertificate`), and a
 * release build refuses the placeholder (app/config/release-guard.ts).
 */
export const accreditationScope: readonly TestKey[] = scope.tests;

/** The statement, with the certificate's number once the setting holds the real one. */
export function accreditationSentence(certificate: string): string {
  return accreditationWords.statement(shownCertificate(certificate));
}

/** The certificate number the pages show, or null while it is a placeholder. */
export const nablCertificate = shownCertificate(siteConfig.nablCertificate);

export const accreditationStatement = accreditationSentence(siteConfig.nablCertificate);

/** The short form for badges and hero lines. */
export const accreditationShort = accreditationWords.short(nablCertificate);

/**
 * What a laboratory test's page says; a page whose tests the scope does not cover says nothing. Routine
 * samples from Jammu & Kashmir are tested in the regional laboratories (./testing-sites.ts), which the
 * certificate does not name, so the sentence says whose samples it covers.
 */
export const accreditationOnTestPage = accreditationWords.onTestPage(accreditationStatement);
