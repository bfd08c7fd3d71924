import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { copyContentData } from "#scripts/locale-modules.mjs";
import { compileAllContent } from "./content-compile.mjs";
import { readMenu } from "./menu-content.mjs";
import { importMenu, menuCsv, neutraliseCell, restoreCell } from "./menu-csv.mjs";
import { writePriceListFile } from "./menu-editor-file.mjs";

// The price list (docs/editing.md, "The price list as a file") on a temporary copy of the real content.
const root = fileURLToPath(new URL("..", import.meta.url));
const run = promisify(execFile);
let copy;
afterEach(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
  copy = undefined;
});

function contentCopy() {
  copy = mkdtempSync(path.join(tmpdir(), "menu-csv-"));
  copyContentData(root, copy);
  return copy;
}

/** Every file of the copy, its bytes by path: to prove nothing was written, changed or added. */
function snapshot(dir) {
  const out = {};
  const walk = (folder) => {
    for (const entry of readdirSync(path.join(dir, folder), { withFileTypes: true }))
      if (entry.isDirectory()) walk(path.join(folder, entry.name));
      else out[path.join(folder, entry.name)] = readFileSync(path.join(dir, folder, entry.name));
  };
  walk("");
  expect(Object.keys(out).length).toBeGreaterThan(100);
  return out;
}

// The day the imports and compiles run as: the fixture rows were reviewed on 2026-11-20 and the real content's
// claims count the month 2026-11, so the results hold on any real day the tests run, not only until a review falls due.
const TODAY = "2026-12-07";
const json = (dir, file) => JSON.parse(readFileSync(path.join(dir, file), "utf8"));
const HEADER = "code,name,name_hi,discipline,sample,fasting_hours,report_time,price,collection,aliases,description,reviewed_by,reviewed_on";
const CBC_ROW =
  'cbc,Complete Blood Count (CBC),"कंप्लीट ब्लड काउंट (Complete Blood Count, CBC)",haematology,Blood (EDTA tube),,6 hours,349,home,CBC; CBP; complete blood picture; hemogram; blood count,"Measures haemoglobin, red and white blood cells (with a 5-part differential) and platelets to look for anaemia, infection and bleeding disorders.",pathologist,2026-11-28';
// ESR, at ₹150: a test no department list also sells (a department's test keeps the department's price).
const ESR_ROW =
  'esr,ESR (erythrocyte sedimentation rate),"एरिथ्रोसाइट सेडिमेंटेशन रेट (ESR, erythrocyte sedimentation rate)",haematology,Blood (EDTA tube),,6 hours,150,home,ESR; sed rate; erythrocyte sedimentation rate; ESR Westergren,"A general marker of inflammation, used with other tests in infections, arthritis and some other conditions; it is raised by many things, including anaemia, pregnancy and age, and does not point to a cause.",pathologist,2026-11-28';
// Codes no real test has, so the content team's new tests never collide with the fixture.
const NEW_ROWS = [
  "fixture-import-hindi,Fixture Hormone (serum),फ़िक्सचर हॉर्मोन (Fixture Hormone),immunoassay,Blood (serum),,6 hours,650,home,fixture hormone; fh test,Measures a fixture hormone in blood.,pathologist,2026-11-20",
  'fixture-import-english,Fixture Clot Marker,,haematology,Blood (citrate tube),10,24-48 hours,1200,home-paid,,"A fixture marker, measured on a paid home visit.",pathologist,2026-11-20',
];

/** The first free id from 1001 that no test or package file has, read from the folders themselves. */
function freeIds(dir, count) {
  const taken = new Set(
    ["tests", "packages"].flatMap((folder) =>
      readdirSync(path.join(dir, "content/en", folder)).map((name) => Number(name.replace(".json", ""))),
    ),
  );
  const ids = [];
  for (let id = 1001; ids.length < count; id += 1) if (!taken.has(id)) ids.push(id);
  return ids;
}

describe("cells a spreadsheet would run as a formula", () => {
  // [the cell in the content, the cell written to the CSV]
  const CELLS = [
    ['=HYPERLINK("http://evil.example/","Click")', `'=HYPERLINK("http://evil.example/","Click")`],
    ["+91 98100 00000", "'+91 98100 00000"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\tTab first", "'\tTab first"],
    ["\rReturn first", "'\rReturn first"],
    ["'=already quoted", "''=already quoted"],
    ["T3 - free", "T3 - free"],
    ["'Tis a name", "'Tis a name"],
    ["450", "450"],
    ["", ""],
  ];

  it("are written with one apostrophe before them, and read back as they were", () => {
    expect(CELLS).toHaveLength(11);
    for (const [content, written] of CELLS) {
      expect(neutraliseCell(content)).toBe(written);
      expect(restoreCell(written)).toBe(content);
    }
  });

  it("a typed apostrophe before a letter stays on import", () => {
    expect(restoreCell("'Tis")).toBe("'Tis");
    expect(restoreCell("'")).toBe("'");
  });

  it("the export writes them so in every column", () => {
    const menu = {
      tests: [
        {
          id: 7,
          test: "fixture",
          name: '=HYPERLINK("http://evil.example/","Click")',
          aliases: ["+91", "a-b"],
          price: 450,
          review: { reviewer: "pathologist", reviewed: "2026-11-20" },
        },
      ],
      facts: {
        fixture: {
          discipline: "haematology",
          sample: "Blood (serum)",
          fastingHours: null,
          reportTime: "6 hours",
          collection: "home-sample",
          description: "-ve or +ve; '=x",
        },
      },
      hindiTests: { 7: { name: "@नाम" } },
    };
    expect(menuCsv(menu).split("\n")).toEqual([
      `\uFEFF${HEADER}`,
      `fixture,"'=HYPERLINK(""http://evil.example/"",""Click"")",'@नाम,haematology,Blood (serum),,6 hours,450,home,'+91; a-b,'-ve or +ve; '=x,pathologist,2026-11-20`,
      "",
    ]);
  });
});

// Each test compiles the whole content of a temporary copy, some twice (the import's own check, then the
// test's): about a second idle, 5–6 s each on the two-core machine at load 18, past Vitest's 5 s. The
// allowance grows with the work, never a tight fixed limit (decision 020).
describe("the price list", { timeout: 120_000 }, () => {
  it("export then import changes nothing", async () => {
    const dir = contentCopy();
    const before = snapshot(dir);
    const testFiles = readdirSync(path.join(dir, "content/en/tests")).length;
    expect(testFiles).toBeGreaterThanOrEqual(16);
    const text = menuCsv(readMenu(dir));
    expect(text.startsWith(`\uFEFF${HEADER}\n`)).toBe(true);
    expect(text).toContain(`${CBC_ROW.replace(",349,", ",299,")}\n`);
    expect(await importMenu(text, { root: dir, today: TODAY })).toEqual({
      ok: true,
      created: 0,
      updated: 0,
      unchanged: testFiles,
      untranslated: [],
      hindiToCheck: [],
    });
    expect(snapshot(dir)).toEqual(before);
  });

  it("the editor's build publishes the current list as price-list.csv, as the export writes it", async () => {
    const dir = contentCopy();
    const out = path.join(dir, "editor-client");
    mkdirSync(out);
    const count = await writePriceListFile(out, dir);
    expect(count).toBe(readdirSync(path.join(dir, "content/en/tests")).length);
    const text = readFileSync(path.join(out, "price-list.csv"), "utf8");
    expect(text.startsWith(`\uFEFF${HEADER}\n`)).toBe(true);
    expect(text).toContain(`\n${CBC_ROW.replace(",349,", ",299,")}\n`);
  });

  it("export then import keeps cells that start like a formula as they were", async () => {
    const dir = contentCopy();
    const cbc = json(dir, "content/en/tests/1.json");
    writeFileSync(
      path.join(dir, "content/en/tests/1.json"),
      JSON.stringify({ ...cbc, name: '=HYPERLINK("http://evil.example/","CBC")', aliases: ["+91", "blood-count", "'Tis"] }),
    );
    const before = snapshot(dir);
    const text = menuCsv(readMenu(dir));
    expect(text).toContain(`\ncbc,"'=HYPERLINK(""http://evil.example/"",""CBC"")",`);
    expect(text).toContain(",'+91; blood-count; 'Tis,");
    const result = await importMenu(text, { root: dir, today: TODAY });
    expect(result).toMatchObject({ ok: true, created: 0, updated: 0 });
    expect(snapshot(dir)).toEqual(before);
  });

  it("imports a three-row list: creates, updates, and the content compiles with the English fallback in Hindi", async () => {
    const dir = contentCopy();
    const [hindiId, englishId] = freeIds(dir, 2);
    const result = await importMenu([HEADER, ESR_ROW, ...NEW_ROWS].join("\r\n"), { root: dir, today: TODAY });
    expect(result).toEqual({ ok: true, created: 2, updated: 1, unchanged: 0, untranslated: ["fixture-import-english"], hindiToCheck: [] });
    expect(json(dir, "content/en/tests/1031.json").price).toBe(150);
    expect(json(dir, `content/en/tests/${englishId}.json`)).toEqual({
      id: englishId,
      test: "fixture-import-english",
      name: "Fixture Clot Marker",
      specialty: "general",
      price: 1200,
      homeVisitIncluded: false,
      popular: false,
      specializations: [],
      review: { reviewer: "pathologist", reviewed: "2026-11-20", nextReview: "2027-11-20" },
    });
    const facts = json(dir, "content/en/test-facts/fixture-import-english.json");
    expect({ ...facts, order: typeof facts.order }).toEqual({
      label: "Fixture Clot Marker",
      sample: "Blood (citrate tube)",
      sampleKind: "blood",
      fastingHours: 10,
      reportTime: "24-48 hours",
      description: "A fixture marker, measured on a paid home visit.",
      parameters: ["Fixture Clot Marker"],
      collection: "home-visit",
      discipline: "haematology",
      order: "number",
    });
    expect(json(dir, `content/hi/tests/${hindiId}.json`)).toEqual({
      name: "फ़िक्सचर हॉर्मोन (Fixture Hormone)",
      aliases: ["fixture hormone", "fh test"],
    });
    expect(existsSync(path.join(dir, `content/hi/tests/${englishId}.json`))).toBe(false);

    const outDir = path.join(dir, "generated");
    expect(await compileAllContent({ contentRoot: dir, outDir, quiet: true, today: TODAY })).toBeUndefined();
    const hindi = JSON.parse(readFileSync(path.join(outDir, "hi/catalogue-tests.json"), "utf8"));
    expect(hindi.find((t) => t.id === englishId)).toMatchObject({ name: "Fixture Clot Marker", untranslated: true });
    expect(hindi.find((t) => t.id === hindiId)).toMatchObject({ name: "फ़िक्सचर हॉर्मोन (Fixture Hormone)" });
    expect(hindi.find((t) => t.id === hindiId).untranslated).toBeUndefined();
    const hindiFacts = JSON.parse(readFileSync(path.join(outDir, "hi/test-facts.json"), "utf8"));
    expect(hindiFacts["fixture-import-english"]).toMatchObject({ label: "Fixture Clot Marker", untranslated: true });
    expect(hindiFacts.cbc.untranslated).toBeUndefined();
  });

  it("refuses a list with bad rows, naming each row, column and what is allowed, and writes nothing", async () => {
    const dir = contentCopy();
    const before = snapshot(dir);
    const list = [
      HEADER,
      "fixture-a,Fixture A,,immunoassay,Blood (serum),,6 hrs,650.50,home,,Measures A.,pathologist,2026-11-20",
      "fixture-a,Fixture A again,,chemistry,Saliva,twelve,6 hours,650,house,,Measures A.,dr-who,20-11-2026",
      "fixture-b,Fixture B,,haematology,Blood (serum),,6 hours,100,home,,A good row.,pathologist,2026-11-20",
    ].join("\n");
    const result = await importMenu(list, { root: dir, listName: "april.csv", today: TODAY });
    expect(result.ok).toBe(false);
    const lines = result.message.split("\n");
    expect(lines).toEqual([
      "april.csv was not imported; nothing was written. Correct these and import it again:",
      '  - april.csv, row 2: the column "price" is "650.50", which is not a whole number. Allowed: the price in rupees, a whole number such as 450 (digits only: no ₹, comma or paise).',
      '  - april.csv, row 2: the column "report_time" is "6 hrs", which is not in the right form. Allowed: written like "6 hours", "24-48 hours", "3 days" or "Same day".',
      '  - april.csv, row 3: the column "code" is "fixture-a", which row 2 already has. Allowed: each test once in the list.',
      '  - april.csv, row 3: the column "fasting_hours" is "twelve", which is not a whole number. Allowed: hours of fasting, a whole number such as 12; empty when no fasting is needed.',
      '  - april.csv, row 3: the column "collection" is "house", which is not one of the options. Allowed: home, home-paid, centre (home: a free home sample; home-paid: a paid home visit; centre: at a centre only).',
      '  - april.csv, row 3: the column "reviewed_by" is "dr-who", which is not a medical reviewer. Allowed: a reviewer\'s id from content/en/medical-reviewers/: cardiologist, microbiologist, neurologist, pathologist, pulmonologist, radiologist, sleep-specialist, veterinary-radiologist.',
      '  - april.csv, row 3: the column "reviewed_on" is "20-11-2026", which is not a date written yyyy-mm-dd. Allowed: the day a clinician signed the row off, e.g. 2026-11-24.',
      '  - april.csv, row 3: the column "discipline" is "chemistry", which is not one of the options. Allowed: haematology, clinical-chemistry, immunoassay, microbiology, radiology, veterinary-radiology, cardiology, pulmonology, neurology, sleep.',
      '  - april.csv, row 3: the column "sample" is "Saliva", which does not say what kind of sample it is. Allowed: a sample that starts with Blood, Urine, Stool, Sputum, Swab, Pus, Semen, Imaging, ECG, Breathing or Exercise, or names a scraping or a recording, e.g. "Blood (serum)", "Urine (spot sample)", "Overnight recording".',
    ]);
    expect(snapshot(dir)).toEqual(before);
  });

  it("refuses a list whose changes the content compile refuses (an overdue review), naming the row", async () => {
    const dir = contentCopy();
    const before = snapshot(dir);
    const overdue = NEW_ROWS[1].replace("2026-11-20", "2020-01-15");
    const result = await importMenu([HEADER, CBC_ROW, overdue].join("\n"), { root: dir, listName: "april.csv", today: TODAY });
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(
      /^ {2}- content\/en\/tests\/\d+\.json: the field "review\.nextReview" says the medical review was due on 2021-01-15, so it is overdue\..* \(april\.csv, row 3\)$/m,
    );
    expect(snapshot(dir)).toEqual(before);
  });

  it("lists the compile's problems of both languages as the refusal's lines, without the compile's own headings", async () => {
    const dir = contentCopy();
    // A field each file does not know, named apart: the compile says the same problem once, on the English file.
    for (const locale of ["en", "hi"]) {
      const file = path.join(dir, `content/${locale}/claims.json`);
      writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, "utf8")), [`fixtureUnknown_${locale}`]: "x" }));
    }
    const result = await importMenu([HEADER, CBC_ROW].join("\n"), { root: dir, listName: "april.csv", today: TODAY });
    expect(result.ok).toBe(false);
    const lines = result.message.split("\n");
    expect(lines[0]).toBe("april.csv was not imported; nothing was written. Correct these and import it again:");
    expect(lines.slice(1).map((line) => line.slice(0, 27))).toEqual(["  - content/en/claims.json:", "  - content/hi/claims.json:"]);
  });

  it("refuses a file whose header is not the price list's, and writes nothing", async () => {
    const dir = contentCopy();
    const before = snapshot(dir);
    const result = await importMenu("code,name,price\ncbc,CBC,299\n", { root: dir, listName: "april.csv", today: TODAY });
    expect(result).toEqual({
      ok: false,
      message:
        'april.csv was not imported; nothing was written. Correct these and import it again:\n  - april.csv: the header row is "code,name,price", which is not the price list\'s. Allowed: exactly these columns in this order: code,name,name_hi,discipline,sample,fasting_hours,report_time,price,collection,aliases,description,reviewed_by,reviewed_on (export the current list with npm run menu:export and edit that).',
    });
    expect(snapshot(dir)).toEqual(before);
  });

  it("runs as the commands: export, then a bad import exits 1", async () => {
    const dir = contentCopy();
    const list = path.join(dir, "menu.csv");
    const exported = await run(process.execPath, [path.join(root, "scripts/menu-export.mjs"), list, "--root", dir]);
    expect(exported.stdout).toMatch(/^Wrote \d+ tests to /);
    writeFileSync(list, readFileSync(list, "utf8").replace(",299,home,", ",299.00,home,"));
    const failed = await run(process.execPath, [path.join(root, "scripts/menu-import.mjs"), list, "--root", dir]).catch((error) => error);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('menu.csv, row 2: the column "price" is "299.00", which is not a whole number.');
  });
});
