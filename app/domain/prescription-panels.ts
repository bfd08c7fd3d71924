import { normaliseWords } from "#content/normalise-words.ts";
import { namePartsOf } from "./search-parts.ts";

/**
 * Which tests a panel holds, derived from the test facts' own parameters (never a second list): a test
 * is inside a panel of the same sample when each of its parameters (or, for a one-parameter test, its
 * name) is one of the panel's, compared as the search compares words, a "Serum" / "S." / "Sr." before
 * it and the order of its words aside ("SGPT (ALT)" is inside LFT; "Serum uric acid" inside KFT's
 * "Uric acid"; "Total T3 (triiodothyronine)" inside "Total triiodothyronine (T3)"). A name without its
 * brackets counts only against a whole one ("Haemoglobin" is "Haemoglobin (Hb)"), so "LDL cholesterol
 * (direct)" is not "LDL cholesterol (calculated)", and an abbreviation alone never counts ("PCT" is
 * plateletcrit in a blood count, procalcitonin on its own). A panel reports three parameters or more.
 * The prescription list says a line is covered by another with it (SGPT inside LFT), and a package
 * holds the tests its panels hold.
 */

export interface PanelFacts {
  label: string;
  sampleKind?: string;
  parameters?: readonly string[];
}

const SERUM = /^(?:serum|sr|s) /u;
const MIN_PANEL_PARAMETERS = 3;

const forms = (text: string): string[] => {
  const words = normaliseWords(text).replace(SERUM, "");
  return words === "" ? [] : [words, words.split(" ").sort().join(" ")];
};

/** A parameter or name written whole, and without its brackets (when it has some). */
function waysOf(text: string): { whole: string[]; bare: string[] } {
  const bare = text.includes("(") ? namePartsOf(text)[0] : undefined;
  return { whole: forms(text), bare: bare === undefined ? [] : forms(bare) };
}

/** Every test a panel holds (by key), for the panels that hold any: `{ lft: ["sgpt-alt", "bilirubin", …] }`. */
export function panelParts(facts: Readonly<Record<string, PanelFacts>>): Record<string, string[]> {
  const tests = Object.entries(facts).map(([key, test]) => {
    const parameters = test.parameters ?? [];
    const ways = parameters.map(waysOf);
    // A one-parameter test may be named in a panel by its own name ("SGPT (ALT)") rather than its parameter's.
    const own = parameters.length <= 1 ? [[waysOf(test.label), ...ways]] : ways.map((way) => [way]);
    return {
      key,
      sample: test.sampleKind,
      count: parameters.length,
      own,
      whole: new Set(ways.flatMap((way) => way.whole)),
      any: new Set(ways.flatMap((way) => [...way.whole, ...way.bare])),
    };
  });
  const parts: Record<string, string[]> = {};
  for (const panel of tests) {
    if (panel.count < MIN_PANEL_PARAMETERS) continue;
    const named = (way: { whole: string[]; bare: string[] }) =>
      way.whole.some((form) => panel.any.has(form)) || way.bare.some((form) => panel.whole.has(form));
    const inside = tests.filter(
      (test) =>
        test.key !== panel.key && test.sample === panel.sample && test.count < panel.count && test.own.every((ways) => ways.some(named)),
    );
    if (inside.length > 0) parts[panel.key] = inside.map((test) => test.key);
  }
  return parts;
}
