// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { siteConfig } from "../app/config/site";
import { resources } from "../app/content/resources";
import { preparationText } from "../app/content/preparation-texts";
import { testFacts } from "../app/content/test-facts";
import { downloadGuides, preparationGuideKeys } from "../app/domain/download-guides";
import { renderGuidePdf } from "./download-pdfs.mjs";

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
    expect(guides.map((g) => g.file)).toEqual(["test-preparation-guide.pdf", "home-collection-checklist.pdf", "understanding-your-report.pdf"]);
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
