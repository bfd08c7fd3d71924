import { accreditationStatement } from "./accreditation-claim";
import claims from "./generated/en/claims.json" with { type: "json" };
import type { Accreditation } from "./home-care.schema";
import { fillAll } from "./placeholders";

/**
 * The lab's accreditations and quality schemes (home care and the services overview show them), from
 * content/en/claims.json; the NABL line quotes the accreditation statement by placeholder.
 */
export const accreditations: Accreditation[] = fillAll(claims.accreditations, { "accreditation-statement": () => accreditationStatement });
