import { siteConfig } from "../config/site";
import { accreditationStatement } from "./accreditation-claim";
import legalData from "./generated/en/legal.json" with { type: "json" };
import type { LegalDocument } from "./legal.schema";
import { fillAll, type PlaceholderTableOf } from "./placeholders";

export type { LegalDocument } from "./legal.schema";

/**
 * Legal pages (docs/behaviour.md#legal), from content/en/legal/<slug>.json (edited at /admin,
 * docs/editing.md).
 * Plain text only: no markdown inside strings. Contact details are never written here;
 * each page appends them from siteConfig after the "contact" section.
 */

/** What the legal pages' placeholders become (app/content/source/legal.collection.ts lists them). */
const placeholders = {
  brand: () => siteConfig.brandName,
  "accreditation-statement": () => accreditationStatement,
} satisfies PlaceholderTableOf<"legal">;

const pages = fillAll(legalData, placeholders);

export const privacyPolicy: LegalDocument = pages["privacy-policy"];
export const termsOfService: LegalDocument = pages["terms-of-service"];
export const disclaimer: LegalDocument = pages.disclaimer;
