import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { nameProblems, styleProblems } from "./hindi-style-check.ts";
import { readHindiTexts, textsOfJson, textsOfMarkdown, textsOfModule } from "./hindi-texts.ts";
import { styleSheetTables } from "./hindi-style-doc.ts";

// The Hindi style sheet (docs/hindi-style.md, its lists in ./hindi-style.ts) over every Hindi string the
// site shows: content/hi (each field, each line of an article) and app/words/hi (each string and
// template). A failure names the file, the field or line, the word and the form to write.
const repo = path.resolve(__dirname, "../..");

describe("the style sheet's own check, on fixtures", () => {
  it("names each forbidden word, the register, a full stop and the nukta, with the form to write", () => {
    const texts = [
      ...textsOfJson("content/hi/fixture.json", {
        features: ["हर एक्स-रे से पहले प्रेगनेंसी की जाँच", "फ़ास्ट के दौरान चाय न पिएँ।"],
        footer: { line: "तुम अपना फ़ॉर्म भरो और अपने वेट से पूछो." },
        fever: "बुख़ार में लिपिड प्रोफाइल (Lipid Profile).",
      }),
      ...textsOfMarkdown("content/hi/articles/fixture.md", '---\ntitle: "सेवाएं"\n---\nरिपोर्ट ४ घंटे में ।'),
      ...textsOfModule(
        "app/words/hi/fixture.ts",
        'export const words = { review: (date: string) => `अगली समीक्षा ${date} तक.`, list: ["ठीक है", "ज़रूरी खाने भरें"] };',
      ),
    ];
    expect(styleProblems(texts)).toEqual([
      'content/hi/fixture.json: features[0]: "प्रेगनेंसी की जाँच" → write "पूछते हैं कि कहीं आप गर्भवती तो नहीं" (term: before an X-ray the site asks; "… की जाँच" reads as a pregnancy test. A pregnancy test is प्रेग्नेंसी टेस्ट.)',
      'content/hi/fixture.json: features[0]: "प्रेगनेंसी" → write "प्रेग्नेंसी" (spelling: pregnancy, in a test\'s or package\'s name)',
      'content/hi/fixture.json: features[1]: "फ़ास्ट" → write "खाली पेट (रहना)" (term: fasting: "12 घंटे खाली पेट रहें", "खाली पेट रहने के दौरान"; उपवास and व्रत are religious fasts. फ़ास्टिंग only in a test\'s name, as the doctor\'s slip writes it.)',
      'content/hi/fixture.json: footer.line: "वेट" → write "पशु चिकित्सक" (term: a pet\'s vet (वेट reads as "weight"))',
      'content/hi/fixture.json: footer.line: "तुम" → write "आप" (register (आप): the reader is always आप)',
      'content/hi/fixture.json: footer.line: "भरो" → write "-एँ / -इए (करें, कीजिए)" (register (आप): imperatives of the आप register)',
      'content/hi/fixture.json: footer.line: "पूछो" → write "-एँ / -इए (करें, कीजिए)" (register (आप): imperatives of the आप register)',
      'content/hi/fixture.json: footer.line: a Hindi sentence ends with "." → write "।": "तुम अपना फ़ॉर्म भरो और अपने वेट से पूछो."',
      'content/hi/fixture.json: fever: "प्रोफाइल" → write "प्रोफ़ाइल" (spelling: profile)',
      'content/hi/fixture.json: fever: "बुख़ार" → write "बुखार" (nukta: never on क, ख, ग)',
      'content/hi/fixture.json: fever: a Hindi sentence ends with "." → write "।": "बुख़ार में लिपिड प्रोफाइल (Lipid Profile)."',
      'content/hi/articles/fixture.md: line 2: "सेवाएं" → write "सेवाएँ" (chandrabindu on a nasal vowel)',
      "content/hi/articles/fixture.md: line 4: a Devanagari digit → write the digits 0-9",
      'content/hi/articles/fixture.md: line 4: a space before "।" → write the danda right after the word',
      'app/words/hi/fixture.ts: line 1 (words.review): a Hindi sentence ends with "." → write "।": "अगली समीक्षा ${date} तक."',
      'app/words/hi/fixture.ts: line 1 (words.list[1]): "ज़रूरी खाने" → write "ज़रूरी जानकारी" (term: a form\'s required fields; खाने reads as food on a site about fasting)',
    ]);
  });

  it("passes plain आप-register Hindi, test names as the slip writes them, abbreviations and numbers", () => {
    const texts = textsOfJson("content/hi/fixture.json", {
      a: "डॉ. मीरा अय्यर, MD (Pathology)",
      b: "फ़ास्टिंग ब्लड शुगर (Fasting Blood Sugar) से पहले 8 घंटे खाली पेट रहें; रिपोर्ट 2.5 घंटे में।",
      c: "1. लिपिड प्रोफ़ाइल (Lipid Profile): ₹450",
      d: "हर एक्स-रे से पहले हम पूछते हैं कि कहीं आप गर्भवती तो नहीं। © 2025 Health+ Diagnostics. सर्वाधिकार सुरक्षित।",
      e: "वाइवैक्स (P. vivax) और फ़ैल्सीपेरम की जाँच; डॉ. फ़राह क़ुरैशी।",
      f: "मेडिकल इमरजेंसी में 112 पर कॉल करें। कोड और कॉड लिवर ऑयल दो अलग शब्द हैं।",
    });
    expect(texts).toHaveLength(6);
    expect(styleProblems(texts)).toEqual([]);
  });

  it("names a word spelt two ways across files", () => {
    const texts = [
      ...textsOfJson("content/hi/a.json", { title: "दिमाग और नसें" }),
      ...textsOfJson("content/hi/b.json", { title: "आँख और पलकें" }),
      ...textsOfJson("content/hi/c.json", { title: "आंख की जाँच" }),
    ];
    expect(styleProblems(texts)).toEqual([
      'one word spelt 2 ways: "आँख" (content/hi/b.json: title), "आंख" (content/hi/c.json: title) → pick one and list the other in content/compiler/hindi-style.ts',
    ]);
  });
});

describe("every Hindi string the site shows", () => {
  const { files, texts } = readHindiTexts(repo);

  it("reads every Hindi file", () => {
    // content/hi holds a twin of each English content file; app/words/hi one module per area.
    expect(files).toBeGreaterThan(300);
    expect(texts.length).toBeGreaterThan(3000);
  });

  it("follows the style sheet: terms, spellings, the आप register, the nukta and the danda", () => {
    const problems = styleProblems(texts);
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("names each test and package as Hindi (English)", () => {
    const { read, problems } = nameProblems(repo);
    expect(read).toBeGreaterThan(200);
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("the style sheet's tables are the lists the test holds (node scripts/hindi-style-doc.mjs writes them)", () => {
    const doc = readFileSync(path.join(repo, "docs/hindi-style.md"), "utf8");
    expect(doc).toContain(styleSheetTables());
  });
});
