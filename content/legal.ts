import { siteConfig } from "#app/config/site.ts";
import type { LegalDocument } from "#content/collections/legal.schema.ts";
import legalData from "#content/generated/legal.json" with { type: "json" };
import { accreditationStatement } from "./accreditation-claim.ts";
import { fillAll, type PlaceholderTableOf } from "./placeholders.ts";

export type { LegalDocument } from "#content/collections/legal.schema.ts";

/**
 * Legal pages (docs/behaviour.md#legal), from content/en/legal/<slug>.json (edited at /admin,
 * docs/editing.md).
 * Plain text only: no markdown inside strings. Contact details are never written here;
 * each page appends them from siteConfig after the "contact" section.
 */

/** What the legal pages' placeholders become (content/collections/legal.collection.ts lists them). */
const placeholders = {
  brand: () => siteConfig.brandName,
  "accreditation-statement": () => accreditationStatement,
} satisfies PlaceholderTableOf<"legal">;

const pages = fillAll(legalData, placeholders);

export const privacyPolicy: LegalDocument = pages["privacy-policy"];
export const termsOfService: LegalDocument = pages["terms-of-service"];
export const disclaimer: LegalDocument = pages.disclaimer;
