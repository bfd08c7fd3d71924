import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { nameProblems, spelledAbbreviationProblems, spelledAbbreviationsInFiles } from "./hindi-names-check.ts";
import { styleProblems } from "./hindi-style-check.ts";
import { styleSheetTables } from "./hindi-style-doc.ts";
import { readHindiTexts, textsOfJson, textsOfMarkdown, textsOfModule } from "./hindi-texts.ts";

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
      'app/words/hi/fixture.ts: line 1 (words.list[1]): "ज़रूरी खाने" → write "जानकारी (a form\'s field)" (term: a form\'s field: "कृपया यह जानकारी भरें।", "कृपया यहाँ सही जानकारी भरें।", "इसे खाली छोड़ें", "ज़रूरी जानकारी"; खाना/खाने reads as food on a site about fasting)',
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

  // docs/content-review.md rule 28: the words the Hindi review found jarring or spelt several ways.
  it("names a form field called खाना, the collector called कलेक्टर, टॉर्च outside the aliases, and one word each for stool, the cycle, the period, tingling and confusion", () => {
    const texts = [
      ...textsOfJson("content/hi/tests/fixture.json", {
        name: "टॉर्च पैनल (TORCH Panel, IgM)",
        aliases: ["टॉर्च", "स्टूल टेस्ट"],
        description: "कलेक्टर स्टूल का सैंपल ठंडा रखते हैं।",
        specializations: ["अनियमित पीरियड्स", "मासिक चक्र (पीरियड साइकिल) के दिन 2", "हाथों में झनझनाहट", "उलझन"],
      }),
      ...textsOfModule("app/words/hi/fixture.ts", 'export const words = { fill: "कृपया यह खाना भरें।", honeypot: "इस खाने को खाली छोड़ें" };'),
    ];
    expect(styleProblems(texts)).toEqual([
      'content/hi/tests/fixture.json: name: "टॉर्च" → write "TORCH" (term: the TORCH panel: "TORCH IgM पैनल"; टॉर्च is a flashlight. Only a search alias may spell it, as people type it.)',
      'content/hi/tests/fixture.json: description: "कलेक्टर" → write "सैंपल लेने वाले" (term: the person who collects the sample; कलेक्टर is the District Collector)',
      'content/hi/tests/fixture.json: description: "स्टूल" → write "मल" (term: stool: "मल की रूटीन जाँच", "थोड़ा-सा मल लें"; a search alias may keep स्टूल, as people type it.)',
      'content/hi/tests/fixture.json: specializations[0]: "पीरियड्स" → write "पीरियड" (term: the period, in the singular: "अनियमित पीरियड", "पीरियड के दौरान")',
      'content/hi/tests/fixture.json: specializations[1]: "मासिक चक्र" → write "माहवारी चक्र" (term: the menstrual cycle; "माहवारी चक्र (पीरियड)" at its first mention on a page)',
      'content/hi/tests/fixture.json: specializations[1]: "पीरियड साइकिल" → write "माहवारी चक्र" (term: the menstrual cycle; "माहवारी चक्र (पीरियड)" at its first mention on a page)',
      'content/hi/tests/fixture.json: specializations[2]: "झनझनाहट" → write "झुनझुनी" (term: tingling)',
      'content/hi/tests/fixture.json: specializations[3]: "उलझन" → write "भ्रम या बहकी-बहकी बातें (कन्फ़्यूज़न)" (term: confusion, the symptom; उलझन reads as worry or perplexity)',
      'app/words/hi/fixture.ts: line 1 (words.fill): "यह खाना" → write "जानकारी (a form\'s field)" (term: a form\'s field: "कृपया यह जानकारी भरें।", "कृपया यहाँ सही जानकारी भरें।", "इसे खाली छोड़ें", "ज़रूरी जानकारी"; खाना/खाने reads as food on a site about fasting)',
      'app/words/hi/fixture.ts: line 1 (words.honeypot): "इस खाने" → write "जानकारी (a form\'s field)" (term: a form\'s field: "कृपया यह जानकारी भरें।", "कृपया यहाँ सही जानकारी भरें।", "इसे खाली छोड़ें", "ज़रूरी जानकारी"; खाना/खाने reads as food on a site about fasting)',
    ]);
  });

  it("names a sentence built in code that puts a name before a verb taking its gender, in a condition's strings too", () => {
    const texts = textsOfModule(
      "app/words/hi/fixture.ts",
      [
        "export const words = {",
        '  toggled: (name: string, added: boolean) => `${name} ${added ? "आपके पैकेज में जोड़ दिया गया" : "आपके पैकेज से हटा दिया गया"}`,',
        "  removed: (itemName: string, count: string) => `${itemName} आपके पैकेज से हटाई गई (${count})`,",
        '  after: (name: string, added: boolean) => `${added ? "आपके पैकेज में जोड़ा गया" : "आपके पैकेज से हटाया गया"}: ${name}`,',
        "  includes: (name: string) => `${name} शामिल है`,",
        "};",
      ].join("\n"),
    );
    expect(texts).toHaveLength(8);
    expect(styleProblems(texts)).toEqual([
      'app/words/hi/fixture.ts: line 2 (words.toggled): a name comes before the verb "गया", which takes the name\'s gender and is wrong for a feminine name → put the name after the verb: "आपके पैकेज में जोड़ा गया: ${name}"',
      'app/words/hi/fixture.ts: line 3 (words.removed): a name comes before the verb "गई", which takes the name\'s gender and is wrong for a feminine name → put the name after the verb: "आपके पैकेज में जोड़ा गया: ${name}"',
    ]);
  });

  it("names an abbreviation of the English spelt out in Devanagari, in a name or any other field but the search aliases", () => {
    const problems = spelledAbbreviationProblems(
      "content/hi/tests/fixture.json",
      {
        name: "एसजीपीटी (SGPT, ALT)",
        aliases: ["एसजीपीटी", "सीके एमबी"],
        description: "इसे सीके-एमबी और ट्रोपोनिन के साथ पढ़ा जाता है।",
        parameters: ["एचएलए-बी27", "NT-proBNP, हार्ट फ़ेलियर की जाँच", "CA-125", "सीए 19-9"],
      },
      {
        name: "SGPT (ALT)",
        aliases: ["SGPT", "CK MB"],
        description: "Read with CK-MB and troponin.",
        parameters: ["HLA-B27", "NT-proBNP", "CA-125", "CA 19-9"],
      },
    );
    expect(problems).toEqual([
      'content/hi/tests/fixture.json: name: "एसजीपीटी" spells the abbreviation "SGPT" in Devanagari → keep "SGPT" in Latin letters, as the English and the doctor\'s slip write it, with Hindi words beside it only where they help: "SGPT, लिवर एंज़ाइम (SGPT, ALT)", or the abbreviation alone: "CK-MB"',
      'content/hi/tests/fixture.json: description: "सीके-एमबी" spells the abbreviation "CK-MB" in Devanagari → keep "CK-MB" in Latin letters, as the English and the doctor\'s slip write it, with Hindi words beside it only where they help: "SGPT, लिवर एंज़ाइम (SGPT, ALT)", or the abbreviation alone: "CK-MB"',
      'content/hi/tests/fixture.json: parameters[0]: "एचएलए-बी27" spells the abbreviation "HLA-B27" in Devanagari → keep "HLA-B27" in Latin letters, as the English and the doctor\'s slip write it, with Hindi words beside it only where they help: "SGPT, लिवर एंज़ाइम (SGPT, ALT)", or the abbreviation alone: "CK-MB"',
      'content/hi/tests/fixture.json: parameters[3]: "सीए" spells the abbreviation "CA" in Devanagari → keep "CA" in Latin letters, as the English and the doctor\'s slip write it, with Hindi words beside it only where they help: "SGPT, लिवर एंज़ाइम (SGPT, ALT)", or the abbreviation alone: "CK-MB"',
    ]);
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

  it("keeps every abbreviation of the English in Latin letters (search aliases aside)", () => {
    const { pairs, problems } = spelledAbbreviationsInFiles(repo);
    expect(pairs).toBeGreaterThan(300);
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
