import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { defineCollection } from "#content/collections/collection.ts";
import { compileContent } from "./compile.ts";

// docs/content-review.md rule 28 at build time: a Hindi file an editor saves at /admin with a word the
// style sheet forbids, or an abbreviation of its English spelt out in Devanagari, stops `npm run content`.
const tests = defineCollection({
  name: "tests",
  label: "Tests",
  source: { folder: "tests", extension: "json" },
  schema: z.object({ name: z.string(), aliases: z.array(z.string()), description: z.string() }).strict(),
  compile: (items) => items.map((item) => item.data),
});

let root: string;
function write(file: string, data: unknown) {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, JSON.stringify(data));
}
const english = { name: "TORCH Panel (IgM)", aliases: ["TORCH", "SGPT"], description: "Read with SGPT and CK-MB." };
const compileHindi = () => compileContent({ root, locale: "hi", collections: [tests], today: "2026-12-07" });

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("npm run content over a Hindi file (the Hindi style sheet)", () => {
  it("refuses टॉर्च outside the aliases, कलेक्टर, a name not written Hindi (English) and SGPT spelt एसजीपीटी, naming each", () => {
    root = mkdtempSync(path.join(tmpdir(), "content-"));
    write("content/en/tests/1322.json", english);
    write("content/hi/tests/1322.json", {
      name: "टॉर्च पैनल",
      aliases: ["टॉर्च", "एसजीपीटी"],
      description: "कलेक्टर इसे एसजीपीटी और CK-MB के साथ पढ़ते हैं।",
    });
    const result = compileHindi();
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      {
        file: "content/hi/tests/1322.json",
        field: "name",
        problem: 'is "टॉर्च पैनल", not a name written "Hindi (English)"',
        allowed: 'the Hindi name, then the English in brackets: "लिपिड प्रोफ़ाइल (Lipid Profile)"',
      },
      {
        file: "content/hi/tests/1322.json",
        field: "name",
        problem: 'breaks the Hindi style sheet (docs/hindi-style.md): "टॉर्च"',
        allowed:
          'write "TORCH" (term: the TORCH panel: "TORCH IgM पैनल"; टॉर्च is a flashlight. Only a search alias may spell it, as people type it.)',
      },
      {
        file: "content/hi/tests/1322.json",
        field: "description",
        problem: 'breaks the Hindi style sheet (docs/hindi-style.md): "कलेक्टर"',
        allowed: 'write "सैंपल लेने वाले" (term: the person who collects the sample; कलेक्टर is the District Collector)',
      },
      {
        file: "content/hi/tests/1322.json",
        field: "description",
        problem: 'spells the abbreviation "SGPT" in Devanagari ("एसजीपीटी")',
        allowed:
          '"SGPT" in Latin letters, as the English and the doctor\'s slip write it, with Hindi words beside it only where they help: "SGPT, लिवर एंज़ाइम (SGPT, ALT)", or the abbreviation alone: "CK-MB"; only search aliases may spell it out',
      },
    ]);
  });

  it("passes the same test written as the sheet asks, टॉर्च and एसजीपीटी kept among its search aliases", () => {
    root = mkdtempSync(path.join(tmpdir(), "content-"));
    write("content/en/tests/1322.json", english);
    write("content/hi/tests/1322.json", {
      name: "TORCH IgM पैनल (TORCH Panel, IgM)",
      aliases: ["टॉर्च", "एसजीपीटी"],
      description: "सैंपल लेने वाले इसे SGPT और CK-MB के साथ पढ़ते हैं।",
    });
    const result = compileHindi();
    expect(result.ok && result.outputs.get("tests")).toEqual([
      {
        name: "TORCH IgM पैनल (TORCH Panel, IgM)",
        aliases: ["टॉर्च", "एसजीपीटी"],
        description: "सैंपल लेने वाले इसे SGPT और CK-MB के साथ पढ़ते हैं।",
      },
    ]);
  });
});
