import type { Accreditation } from "#content/collections/home-care.schema.ts";
import claims from "#content/generated/claims.json" with { type: "json" };
import { accreditationStatement } from "./accreditation-claim.ts";
import { fillAll } from "./placeholders.ts";

/**
 * The lab's accreditations and quality schemes (home care and the services overview show them), from
 * content/en/claims.json; the NABL line quotes the accreditation statement by placeholder.
 */
export const accreditations: Accreditation[] = fillAll(claims.accreditations, { "accreditation-statement": () => accreditationStatement });
