import { samePageIn } from "#app/domain/locale-paths.ts";
import { siteUrls, utilityUrls } from "#app/site-urls.ts";
import { allowanceFor } from "./helpers.ts";

// The Hindi site at /hi (docs/decisions/026-hindi-second-build.md), as its specs read it
// (hindi-*.spec.ts): every English URL has its twin, in Hindi only (no English word a reader meets but
// the brand, abbreviations, units and English names in brackets), linking within Hindi, joined to the
// English page both ways (the switch, hreflang), with the same medical facts, and an English page loads
// no Hindi byte. Axe reads one Hindi page of each template at both widths (smoke.spec.ts); the Hindi
// pages' scripts are held to the English budgets (bundle-budget.spec.ts).

export const englishUrls = [...siteUrls(), ...utilityUrls()];
export const hindi = (url: string) => samePageIn(url, "hi");
export const DEVANAGARI = /[\u0900-\u097F]/;
/**
 * Elements whose text a reader never meets: code, styles, inert markup, icons; and `<noscript>`, which a
 * parser that runs scripts (as a reader's browser does) reads as raw markup, its links' encoded
 * query strings and all ("I%27d" is no number 27).
 */
export const NOT_TEXT = new Set(["script", "style", "template", "svg", "noscript"]);

/** The allowance of a test that reads every page in both languages: it grows with their number. */
export const BOTH_LANGUAGES_ALLOWANCE_MS = allowanceFor(englishUrls.length * 2, 200);
