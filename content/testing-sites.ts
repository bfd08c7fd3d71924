/**
 * Where samples are tested, stated once (review #22, §9.5). It agrees with the centre list
 * (./centres.ts: Jammu is the regional laboratory for the Jammu division, Srinagar for the Kashmir
 * division, Green Park holds the central laboratory) and with the news of the Srinagar centre.
 * The NABL accreditation the site states is that of the central laboratory only
 * (./accreditation-claim.ts); to be confirmed against the scope document before launch. The sentences
 * are in content/en/claims.json (edited at /admin, docs/editing.md).
 */
import claims from "#content/generated/claims.json" with { type: "json" };

export const testingSites: { readonly sentence: string; readonly short: string } = claims.testingSites;
