import { siteConfig } from "#app/config/site.ts";
import claims from "#content/generated/en/claims.json" with { type: "json" };
import { accreditationWords } from "#words/en/labels.ts";

/**
 * What is accredited, stated exactly once, with its scope. NABL accredits medical laboratories against
 * ISO 15189, test by test: the scope below lists the laboratory sections of the central laboratory in
 * Delhi that the certificate covers. Imaging, ECG, lung, EEG, nerve and sleep studies are not laboratory
 * tests and are outside it, so their pages do not show the statement (app/domain/test-facts.ts
 * `accreditationCoverage`). NABH accredits hospitals, not laboratories, so the site makes no NABH claim
 * for its lab. CAP is named only as the external proficiency-testing programme the laboratory takes part
 * in. The certificate number is a site setting (VITE_NABL_CERTIFICATE); a release build refuses the
 * placeholder (scripts/release-guard.mjs). A clinician confirms the scope against the certificate
 * before launch (docs/content-review.md). The scope is in content/en/claims.json (edited at /admin,
 * docs/editing.md); the build checks each section is one the site knows.
 */
export const accreditationScope = claims.accreditationScope;

export function accreditationSentence(certificate: string): string {
  return accreditationWords.statement(certificate);
}

export const accreditationStatement = accreditationSentence(siteConfig.nablCertificate);

/** The short form for badges and hero lines. */
export const accreditationShort = accreditationWords.short(siteConfig.nablCertificate);

/**
 * What a laboratory test's page says; a page whose tests the scope does not cover says nothing. Routine
 * samples from Jammu & Kashmir are tested in the regional laboratories (./testing-sites.ts), which the
 * certificate does not name, so the sentence says whose samples it covers.
 */
export const accreditationOnTestPage = accreditationWords.onTestPage(accreditationStatement);
