import { textsOfJson } from "./hindi-letters.ts";
import { HINDI_NAME, isHindiName, KEEP_ABBREVIATIONS, spelledAbbreviationsOf } from "./hindi-names-check.ts";
import { styleProblemsIn } from "./hindi-style-check.ts";
import { nameFields } from "./hindi-style.ts";
import type { ContentProblem } from "./problems.ts";

/**
 * The Hindi style sheet (docs/hindi-style.md; docs/content-review.md, rule 28) at build time: a Hindi
 * content file that uses a word the sheet forbids (कलेक्टर, खाना for a form's field, टॉर्च outside the
 * search aliases, स्टूल, मासिक चक्र…), breaks its spelling, register, nukta or danda rules, spells out in
 * Devanagari an abbreviation its English file writes in Latin letters, or names a test otherwise than
 * "Hindi (English)" stops `npm run content` (./compile.ts), so an editor's slip at /admin never reaches
 * a page. The word modules (app/words/hi) and the words spelt two ways across files are held by
 * hindi-style.test.ts.
 */
export function hindiWordProblems(file: string, hindi: unknown, english: unknown): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const folder = /^content\/hi\/(.+)\/[^/]+$/.exec(file)?.[1];
  for (const { field } of nameFields.filter((name) => name.folder === folder)) {
    const name = (hindi as Record<string, unknown> | null)?.[field];
    if (name !== undefined && !isHindiName(name))
      problems.push({ file, field, problem: `is ${JSON.stringify(name)}, not a name written "Hindi (English)"`, allowed: HINDI_NAME });
  }
  for (const { where, text } of textsOfJson(file, hindi))
    for (const message of styleProblemsIn(text, where)) {
      const arrow = message.indexOf(" → ");
      problems.push({
        file,
        field: where,
        problem: `breaks the Hindi style sheet (docs/hindi-style.md): ${arrow < 0 ? message : message.slice(0, arrow)}`,
        ...(arrow < 0 ? {} : { allowed: message.slice(arrow + 3) }),
      });
    }
  for (const { field, abbreviation, spelled } of spelledAbbreviationsOf(hindi, english))
    problems.push({
      file,
      field,
      problem: `spells the abbreviation "${abbreviation}" in Devanagari ("${spelled}")`,
      allowed: `"${abbreviation}" in Latin letters, as the English and the doctor's slip write it, ${KEEP_ABBREVIATIONS}; only search aliases may spell it out`,
    });
  return problems;
}
