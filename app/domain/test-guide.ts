import { fastingWarnings, usualMedicines } from "#content/safety-advice.ts";
import { findTest } from "#words/find-test.ts";
import { preparationWords } from "#words/labels.ts";
import type { CatalogueItem } from "./catalogue.ts";

/**
 * The printable test guide's content (/test-guide): every package and the tests marked for the guide
 * (the ones most patients ask about; every other test's preparation is on its own page, so the guide
 * stays a few pages however long the menu grows: docs/decisions/035-the-guide-lists-a-chosen-few.md), in four
 * tables, each line with what a patient must do for that item alone; what several lines share is said
 * once above the tables (docs/content-review.md, rules 1 and 5: once per list). The guide's general
 * advice gives the rule on usual medicines and the insulin warning of every fast; each instruction that
 * more than one line asks for is a numbered note, and the lines name its number. Said on every line,
 * they made the guide three times as long, most of it the same sentences.
 */

const groups: { id: string; title: string; match: (item: CatalogueItem) => boolean }[] = [
  { id: "blood-urine", title: findTest.guide.groups["blood-urine"], match: (i) => i.type === "test" && i.category === "pathology" },
  { id: "microbiology", title: findTest.guide.groups.microbiology, match: (i) => i.type === "test" && i.category === "microbiology" },
  {
    id: "heart-lung-brain",
    title: findTest.guide.groups["heart-lung-brain"],
    match: (i) => i.type === "test" && ["cardiology", "pulmonology", "neurology"].includes(i.category),
  },
  { id: "packages", title: findTest.guide.groups.packages, match: (i) => i.type === "package" },
];

/** One line of the guide: what a patient needs to prepare for one test or package. */
export type GuideRow = Pick<
  CatalogueItem,
  "id" | "type" | "name" | "untranslated" | "factsUntranslated" | "sample" | "reportTime" | "price"
> & {
  /** The line's own steps: its fast or "No fasting needed.", then what no other line asks. */
  preparation: string[];
  /** The numbers of the notes it asks for as well, in order (1 is `notes[0]`). */
  notes: number[];
};

export interface GuideGroup {
  id: string;
  title: string;
  items: GuideRow[];
}

export interface TestGuide {
  /** The instructions several lines ask for, each once, in the order the lines first name them. */
  notes: string[];
  groups: GuideGroup[];
}

/**
 * The steps the general advice gives, and what a line says instead: the rule on usual medicines with the
 * insulin warning and the children's rule of every fast (nothing: the fast itself stays on the line), and "no fasting" with the
 * rule on medicines ("No fasting needed.").
 */
const generalSteps = new Map<string, string | null>([
  [`${usualMedicines} ${fastingWarnings}`, null],
  [preparationWords.noFastUsualMedicines(usualMedicines), preparationWords.noFast],
]);

function withoutGeneralSteps(steps: readonly string[]): string[] {
  return steps.flatMap((step) => {
    const instead = generalSteps.get(step);
    if (instead === undefined) return [step];
    return instead === null ? [] : [instead];
  });
}

/** The guide from the catalogue: its groups in order, each line's own steps, and the shared ones as notes. */
export function testGuide(catalogue: readonly CatalogueItem[]): TestGuide {
  const lines = groups.map(({ id, title, match }) => ({
    id,
    title,
    items: catalogue
      .filter((item) => (item.type === "package" || item.inGuide) && match(item))
      .map((item) => ({ item, steps: withoutGeneralSteps(item.preparation) })),
  }));
  // A line's first step is its fast (or that it needs none): always on the line, never a note.
  const uses = new Map<string, number>();
  for (const group of lines)
    for (const { steps } of group.items) for (const step of steps.slice(1)) uses.set(step, (uses.get(step) ?? 0) + 1);
  const notes: string[] = [];
  const noteNumber = (step: string) => {
    if (!notes.includes(step)) notes.push(step);
    return notes.indexOf(step) + 1;
  };
  const isNote = (step: string, index: number) => index > 0 && (uses.get(step) ?? 0) > 1;
  return {
    groups: lines.map(({ id, title, items }) => ({
      id,
      title,
      items: items.map(({ item, steps }) => ({
        id: item.id,
        type: item.type,
        name: item.name,
        ...(item.untranslated ? { untranslated: item.untranslated } : {}),
        ...(item.factsUntranslated ? { factsUntranslated: item.factsUntranslated } : {}),
        sample: item.sample,
        reportTime: item.reportTime,
        price: item.price,
        preparation: steps.filter((step, index) => !isNote(step, index)),
        notes: steps
          .filter(isNote)
          .map(noteNumber)
          .sort((a, b) => a - b),
      })),
    })),
    notes,
  };
}
