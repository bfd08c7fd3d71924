import { z } from "zod";
import type { ContentProblem } from "#content/compiler/problems.ts";
import type { Discipline } from "#content/test-kinds.ts";
import { defineCollection } from "./collection.ts";
import { relationTo } from "./relation.schema.ts";
import { testKeysOf } from "./test-facts.collection.ts";

/**
 * The sections an ISO 15189 (NABL) certificate can cover: laboratory ones. Imaging, ECG, lung, EEG,
 * nerve and sleep studies are not laboratory tests, so the scope can never name one.
 */
const laboratorySections: readonly Discipline[] = ["haematology", "clinical-chemistry", "immunoassay", "microbiology"];

/**
 * The tests the NABL certificate of the central laboratory covers, by test key (a file name in
 * content/en/test-facts/), copied test by test from the scope document annexed to the certificate
 * (docs/content-review.md, rule 23; docs/decisions/056-accreditation-scope-per-test.md). A test page and
 * a package show the NABL statement for these tests only: the section a test is filed under
 * (`discipline`) and the site's own section names decide nothing.
 */
export const accreditationScopeCollection = defineCollection({
  name: "accreditation-scope",
  label: "Accreditation scope (NABL)",
  description:
    "The tests the NABL certificate covers, copied test by test from the scope document annexed to the certificate. Only these tests show the NABL statement. A clinician confirms the list against the certificate.",
  source: { file: "accreditation-scope.json" },
  schema: z
    .object({
      copiedFrom: z.string().min(1).meta({
        title: "Where this list comes from",
        description: "the note for whoever edits the list: the scope document annexed to the NABL certificate, test by test",
        widget: "text",
        i18n: false,
      }),
      tests: z.array(relationTo("test-facts")).min(1).meta({
        title: "Tests the certificate covers",
        description:
          "each test the scope document annexed to the NABL certificate names, by its test facts (a file in content/en/test-facts/); a test not listed shows no accreditation",
        medical: true,
      }),
    })
    .strict(),
  compile: (items) => items[0]!.data,
  check: (output, context): ContentProblem[] => {
    const file = `content/${context.locale}/accreditation-scope.json`;
    const keys = testKeysOf(context);
    const facts = context.get("test-facts");
    const problems: ContentProblem[] = [];
    output.tests.forEach((key, index) => {
      const field = `tests[${index}]`;
      if (!keys.includes(key))
        problems.push({
          file,
          field,
          problem: `is "${key}", which is not a test`,
          allowed: `the name of a file in content/${context.locale}/test-facts/ that the certificate's scope document names (pick it from the list in the editor), e.g. ${keys.slice(0, 3).join(", ")}`,
        });
      else if (!laboratorySections.includes(facts[key]!.discipline))
        problems.push({
          file,
          field,
          problem: `is "${key}", a ${facts[key]!.discipline} test, which an ISO 15189 laboratory accreditation cannot cover`,
          allowed: `a laboratory test (${laboratorySections.join(", ")}) that the certificate's scope document names`,
        });
      if (output.tests.indexOf(key) !== index)
        problems.push({ file, field, problem: `is "${key}", which the list already holds`, allowed: "each test once" });
    });
    return problems;
  },
});
