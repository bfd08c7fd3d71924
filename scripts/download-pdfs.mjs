// The downloadable patient guides as PDFs, laid out with pdfkit from the text model in
// app/domain/download-guides.ts (itself built from the test facts the pages show).
//   - the build calls writeGuidePdfs() into build/client/downloads (scripts/site-build.mjs, when the pages are written),
//     so the deployed guides always match the data of that build;
//   - `npm run downloads` refreshes the copies in public/downloads that the dev server serves; a unit
//     test fails if those copies differ from a fresh generation, so nobody edits them by hand.
// The output is deterministic (fixed dates, no compression) so the same data gives the same bytes, and
// the test can read the text straight out of the content streams.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import PDFDocument from "pdfkit";

const FIXED_DATE = new Date("2025-09-30T00:00:00Z");
const MARGIN = 56;

/** One guide ({ file, title, intro, sections: [{ heading, items }], footer }) as PDF bytes. */
export function renderGuidePdf(guide) {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A4",
      margin: MARGIN,
      compress: false,
      info: { Title: guide.title, Author: "Patient information", CreationDate: FIXED_DATE, ModDate: FIXED_DATE },
      pdfVersion: "1.4",
      lang: "en-GB",
      displayTitle: true,
    });
    const chunks = [];
    doc.on("data", (c) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);

    const width = doc.page.width - 2 * MARGIN;
    doc.font("Helvetica-Bold").fontSize(18).fillColor("#0f172a").text(guide.title, { width });
    doc.moveDown(0.4);
    doc.font("Helvetica").fontSize(10).fillColor("#334155").text(guide.intro, { width });
    for (const section of guide.sections) {
      doc.moveDown(0.8);
      doc.font("Helvetica-Bold").fontSize(13).fillColor("#0f766e").text(section.heading, { width });
      doc.moveDown(0.2);
      doc.font("Helvetica").fontSize(10).fillColor("#1e293b");
      for (const item of section.items) {
        doc.text(`- ${item}`, { width, indent: 0, paragraphGap: 3 });
      }
    }
    doc.moveDown(1);
    doc.font("Helvetica").fontSize(8).fillColor("#475569");
    for (const line of guide.footer) doc.text(line, { width, paragraphGap: 2 });
    doc.end();
  });
}

/** Writes every guide into `dir` (created if needed); returns [{ file, bytes }]. */
export async function writeGuidePdfs(guides, dir) {
  await mkdir(dir, { recursive: true });
  const written = [];
  for (const guide of guides) {
    const pdf = await renderGuidePdf(guide);
    await writeFile(path.join(dir, guide.file), pdf);
    written.push({ file: guide.file, bytes: pdf.length });
  }
  return written;
}

// `node scripts/download-pdfs.mjs`: refresh public/downloads with the default (placeholder) settings.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { runnerImport } = await import("vite");
  const { module } = await runnerImport(path.resolve("app/domain/download-guides.ts"));
  const { module: site } = await runnerImport(path.resolve("app/config/site.ts"));
  const written = await writeGuidePdfs(
    module.downloadGuides({ nablCertificate: site.siteConfig.nablCertificate }),
    path.resolve("public/downloads"),
  );
  for (const w of written) console.log(`public/downloads/${w.file}: ${w.bytes} bytes`);
}
