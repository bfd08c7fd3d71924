// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { siteConfig } from "#app/config/site.ts";
import { downloadGuides, preparationGuideKeys } from "#app/domain/download-guides.ts";
import { preparationText } from "#content/preparation-texts.ts";
import { resources } from "#content/resources.ts";
import { testFacts } from "#content/test-facts.ts";
import { downloadsDir, guideLang, guidesIn, renderGuidePdf } from "./download-pdfs.mjs";

// The PDFs are written uncompressed, so their text sits in the content streams as hex strings inside
// TJ arrays (Helvetica, WinAnsi encoding). Line wrapping may split words at spaces or hyphens, so the
// comparison ignores whitespace.
// WinAnsi is Latin-1 except 0x80–0x9F; these are the ones our text can use.
const winAnsiExtras = { 0x91: "\u2018", 0x92: "\u2019", 0x93: "\u201c", 0x94: "\u201d", 0x95: "\u2022", 0x96: "\u2013", 0x97: "\u2014" };
const winAnsi = { decode: (bytes) => [...bytes].map((b) => winAnsiExtras[b] ?? String.fromCharCode(b)).join("") };
function pdfText(pdf) {
  const raw = pdf.toString("latin1");
  const lines = [...raw.matchAll(/\[([^\]]*)\]\s*TJ/g)].map((m) =>
    [...m[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => winAnsi.decode(Buffer.from(h[1], "hex"))).join(""),
  );
  return lines.join(" ");
}
const squash = (s) => s.replace(/\s+/g, "");

const guides = downloadGuides({ nablCertificate: siteConfig.nablCertificate });

describe("downloadable guides", () => {
  it("are the three guides of public/downloads, so the tests below run for each", () => {
    expect(guides.map((g) => g.file)).toEqual([
      "test-preparation-guide.pdf",
      "home-collection-checklist.pdf",
      "understanding-your-report.pdf",
    ]);
  });

  for (const guide of guides) {
    it(`${guide.file}: every line of the guide's data is in the PDF's text`, async () => {
      const text = squash(pdfText(await renderGuidePdf(guide)));
      for (const line of [guide.title, guide.intro, ...guide.sections.flatMap((s) => [s.heading, ...s.items]), ...guide.footer]) {
        expect(text, line).toContain(squash(line));
      }
    });

    it(`${guide.file}: the copy in public/downloads is the generated file, not a hand edit`, async () => {
      const committed = readFileSync(path.join("public/downloads", guide.file));
      const fresh = await renderGuidePdf(guide);
      // `npm run downloads` refreshes the copies after a content change.
      expect(committed.equals(fresh), `${guide.file} is stale: run npm run downloads`).toBe(true);
      const listed = resources.find((r) => r.href === `/downloads/${guide.file}`);
      expect(listed?.size).toBe(`${Math.ceil(fresh.length / 1024)} KB`);
    });
  }

  it("quotes each test's preparation, sample and report time from the test facts", async () => {
    const guide = guides.find((g) => g.file === "test-preparation-guide.pdf");
    const text = squash(pdfText(await renderGuidePdf(guide)));
    expect(preparationGuideKeys.length).toBeGreaterThanOrEqual(5);
    for (const key of preparationGuideKeys) {
      const f = testFacts[key];
      for (const fact of [preparationText(key), f.sample, f.reportTime]) expect(text, `${key}: ${fact}`).toContain(squash(fact));
    }
    expect(text).toContain(squash(`Packages that include a lipid profile need ${testFacts["lipid-profile"].fastingHours} hours`));
  });

  it("lists exactly the three guides the resources page offers", () => {
    const pdfs = resources.filter((r) => r.type === "PDF").map((r) => r.href);
    expect(pdfs.sort()).toEqual(guides.map((g) => `/downloads/${g.file}`).sort());
  });
});

// The Hindi guides (docs/decisions/026-hindi-second-build.md) are set in an embedded font whose codes are
// glyph numbers; each font's ToUnicode map (written by pdfkit from the font engine's shaping) turns them
// back into text. Devanagari is drawn in visual order (the i-matra before its consonant, the reph after
// it, vowel signs merged into one glyph), so the comparison reads each line's letters in order without
// their vowel signs and other marks: a missing, extra or wrong letter still fails it.
function embeddedFontText(pdf) {
  const raw = pdf.toString("latin1");
  // Each object's dictionary, and its stream inflated when it is compressed (the Hindi guides are).
  const objects = new Map(
    [...raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)].map((m) => {
      const [dict, data] = m[2].split(/stream\r?\n/, 2);
      const bytes = data === undefined ? "" : data.replace(/\r?\nendstream\s*$/, "");
      const text = /\/FlateDecode/.test(dict ?? "") ? inflateSync(Buffer.from(bytes, "latin1")).toString("latin1") : bytes;
      return [m[1], { dict: dict ?? "", text }];
    }),
  );
  const cmaps = new Map();
  for (const [, name, ref] of raw.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(ref)?.dict ?? "")?.[1];
    if (!toUnicode) continue;
    const cmap = new Map();
    for (const [, start, list] of (objects.get(toUnicode)?.text ?? "").matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi))
      [...list.matchAll(/<([0-9a-f ]*)>/gi)].forEach((m, i) =>
        cmap.set(parseInt(start, 16) + i, Buffer.from(m[1].replace(/ /g, ""), "hex").swap16().toString("utf16le")),
      );
    cmaps.set(name, cmap);
  }
  let font = null;
  const out = [];
  const content = [...objects.values()].map((o) => o.text).join("\n");
  for (const m of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ/g)) {
    if (m[1]) font = cmaps.get(m[1]) ?? null;
    else if (font)
      for (const [, hex] of m[2].matchAll(/<([0-9a-fA-F]*)>/g))
        for (let i = 0; i < hex.length; i += 4) out.push(font.get(parseInt(hex.slice(i, i + 4), 16)) ?? "");
  }
  return out.join("");
}
const visualOrderFree = (text) =>
  text
    .normalize("NFD")
    .replace(/\s+/g, "")
    .replace(/र्/g, "")
    .replace(/\u0908/g, "\u0907") // the font builds "ई" from "इ", and "ऐ" from "ए", and maps them back so
    .replace(/\u0910/g, "\u090F")
    .replace(/[\p{M}\u200C\u200D]/gu, "");

describe("the Hindi guides", async () => {
  const hindiGuides = await guidesIn("hi", {});
  const hindiResources = JSON.parse(readFileSync("content/hi/resources-page.json", "utf8")).resources;
  const englishResources = resources;

  it("are the same three files as the English guides", () => {
    expect(hindiGuides.map((g) => g.file)).toEqual(guides.map((g) => g.file));
  });

  for (const guide of hindiGuides) {
    it(`${guide.file}: every line is in the PDF's text, in Hindi, and the copy in public/hi/downloads is fresh`, async () => {
      const pdf = await renderGuidePdf(guide, { lang: guideLang("hi") });
      const text = visualOrderFree(embeddedFontText(pdf));
      for (const line of [guide.title, guide.intro, ...guide.sections.flatMap((s) => [s.heading, ...s.items]), ...guide.footer])
        expect(text, line).toContain(visualOrderFree(line));
      expect(guide.title).toMatch(/[\u0900-\u097F]/);
      const committed = readFileSync(path.join("public", downloadsDir("hi"), guide.file));
      expect(committed.equals(pdf), `public/hi/downloads/${guide.file} is stale: run npm run downloads`).toBe(true);
      // The Hindi resources page states each Hindi file's own size (content/hi/resources-page.json).
      const index = englishResources.findIndex((r) => r.href === `/downloads/${guide.file}`);
      expect(hindiResources[index]?.size, `content/hi/resources-page.json: resources[${index}].size`).toBe(
        `${Math.ceil(pdf.length / 1024)} KB`,
      );
    });
  }
});
