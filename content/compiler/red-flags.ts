import { acuteSymptoms, doctorRequestWords, reasonOpenings, type AcuteSymptom } from "#content/acute-symptoms.ts";
import type { ContentProblem } from "./problems.ts";

/**
 * Red flags follow the reasons (docs/content-review.md, rule 21): a test whose reasons name an acute
 * symptom (#content/acute-symptoms.ts) names a notice with that symptom's red flags in its facts'
 * `notices`, or words the reason as follow-up on a doctor's request. The reasons are each test's
 * `specializations` and the "checked in…" / "measured when…" clauses of its facts' `description`. The
 * facts are English only (the Hindi files hold words), so the check reads the English files.
 */
export function redFlagProblems(options: {
  tests: readonly { id: number; test: string; specializations: readonly string[] }[];
  facts: Readonly<Record<string, { description: string; notices?: readonly string[] | undefined }>>;
}): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const entry of options.tests) {
    const facts = options.facts[entry.test];
    if (!facts) continue; // a test naming no facts is refused by the catalogue's own check
    entry.specializations.forEach((reason, index) => {
      for (const symptom of unansweredSymptoms(reason, facts.notices ?? []))
        problems.push({
          file: `content/en/tests/${entry.id}.json`,
          field: `specializations[${index}]`,
          problem: `is "${reason}", which names ${symptom.name}, but its facts (content/en/test-facts/${entry.test}.json) name no notice with its red flags`,
          allowed: allowedFor(symptom),
        });
    });
  }
  for (const [key, facts] of Object.entries(options.facts))
    for (const reason of reasonsIn(facts.description))
      for (const symptom of unansweredSymptoms(reason, facts.notices ?? []))
        problems.push({
          file: `content/en/test-facts/${key}.json`,
          field: "description",
          problem: `gives the reason "${reason}", which names ${symptom.name}, but "notices" names no notice with its red flags`,
          allowed: allowedFor(symptom),
        });
  return problems;
}

/** The "checked in…" / "measured when…" clauses of a description, each to the end of its sentence. */
export function reasonsIn(description: string): string[] {
  return description.split(/(?<=[.!?])\s+/).flatMap((sentence) => {
    const starts = reasonOpenings.map((opening) => wordsAt(sentence, opening)).filter((at) => at >= 0);
    return starts.length === 0 ? [] : [sentence.slice(Math.min(...starts))];
  });
}

function unansweredSymptoms(reason: string, notices: readonly string[]): AcuteSymptom[] {
  if (doctorRequestWords.some((words) => wordsAt(reason, words) >= 0)) return [];
  return acuteSymptoms.filter(
    (symptom) => symptom.words.some((words) => wordsAt(reason, words) >= 0) && !symptom.notices.some((n) => notices.includes(n)),
  );
}

function allowedFor(symptom: AcuteSymptom): string {
  const notices = symptom.notices.map((n) => `"${n}"`).join(" or ");
  return `"notices" in the test's facts holding ${notices} (content/en/safety-notices/), or the reason worded as follow-up on a doctor's request, e.g. "…, on a doctor's request" (docs/content-review.md, rule 21)`;
}

/** Where `words` start in `text` as whole words, in any case (a curly apostrophe reads as a straight one); -1 when not there. */
function wordsAt(text: string, words: string): number {
  const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return text.replace(/’/g, "'").search(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "iu"));
}
