import { siteConfig } from "../config/site";

/**
 * What is accredited, stated exactly once. NABL accredits medical laboratories against ISO 15189;
 * NABH accredits hospitals, not laboratories, so the site makes no NABH claim for its labs. CAP is
 * named only as the external proficiency-testing programme the laboratory takes part in.
 * The certificate number is a site setting (VITE_NABL_CERTIFICATE).
 */
export function accreditationSentence(certificate: string): string {
  return `NABL-accredited central laboratory (ISO 15189), certificate ${certificate}`;
}

export const accreditationStatement = accreditationSentence(siteConfig.nablCertificate);

/** The short form for badges and hero lines. */
export const accreditationShort = `NABL-accredited lab (ISO 15189) · certificate ${siteConfig.nablCertificate}`;
