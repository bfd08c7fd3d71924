// The downloadable patient guides as PDFs, laid out with pdfkit from the text model in
// app/domain/download-guides.ts (itself built from the test facts the pages show).
//   - the build calls writeGuidePdfs() into build/client/downloads (scripts/site-build.mjs, when the pages are written),
//     so the deployed guides always match the data of that build;
//   - `npm run downloads` refreshes the copies in public/downloads that the dev server serves; a unit
//     test fails if those copies differ from a fresh generation, so nobody edits them by hand.
// The output is deterministic (fixed dates, no compression) so the same data gives the same bytes, and
// the test can read the text straight out of the content streams.
import { execFile } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import PDFDocument from "pdfkit";

const FIXED_DATE = new Date("2025-09-30T00:00:00Z");
const MARGIN = 56;

// Hindi guides (docs/decisions/026-hindi-second-build.md) are set in Noto Sans Devanagari, from npm
// (@fontsource), whose files are split by script: the Devanagari file (with ₹ and the joiners) for
// Devanagari, the Latin one for the rest. pdfkit embeds only the glyphs used, and its font engine
// (fontkit) shapes Devanagari: conjuncts, the reph and the i-matra drawn before its consonant.
const fontFile = (subset, weight) =>
  createRequire(import.meta.url).resolve(`@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${subset}-${weight}-normal.woff`);
const DEVANAGARI_RUN = /((?:[\u0900-\u097F\u20B9\u25CC]|\u200C|\u200D)+)/;

/** The fonts of a guide's language: English in Helvetica; Hindi in Noto Sans Devanagari, by script. */
function fontsFor(doc, lang) {
  if (!lang.startsWith("hi")) return { regular: (text) => [["Helvetica", text]], bold: (text) => [["Helvetica-Bold", text]] };
  for (const subset of ["devanagari", "latin"])
    for (const weight of [400, 700]) doc.registerFont(`${subset}-${weight}`, fontFile(subset, weight));
  const runs = (weight) => (text) =>
    text
      .split(DEVANAGARI_RUN)
      .filter((part) => part !== "")
      .map((part) => [DEVANAGARI_RUN.test(part) ? `devanagari-${weight}` : `latin-${weight}`, part]);
  return { regular: runs(400), bold: runs(700) };
}

/** One paragraph in its runs of fonts, wrapped as one text. */
function paragraph(doc, runs, options) {
  runs.forEach(([font, text], index) => doc.font(font).text(text, { ...options, continued: index < runs.length - 1 }));
}

/**
 * One guide ({ file, title, intro, sections: [{ heading, items }], footer }) as PDF bytes; `lang` is the
 * guide's language ("en-GB", or "hi-IN" for the Hindi guides).
 */
export function renderGuidePdf(guide, { lang = "en-GB" } = {}) {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A4",
      margin: MARGIN,
      compress: !lang.startsWith("en"),
      info: { Title: guide.title, Author: "Patient information", CreationDate: FIXED_DATE, ModDate: FIXED_DATE },
      pdfVersion: "1.4",
      lang,
      displayTitle: true,
    });
    const chunks = [];
    doc.on("data", (c) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);

    const width = doc.page.width - 2 * MARGIN;
    const fonts = fontsFor(doc, lang);
    paragraph(doc.fontSize(18).fillColor("#0f172a"), fonts.bold(guide.title), { width });
    doc.moveDown(0.4);
    paragraph(doc.fontSize(10).fillColor("#334155"), fonts.regular(guide.intro), { width });
    for (const section of guide.sections) {
      doc.moveDown(0.8);
      paragraph(doc.fontSize(13).fillColor("#0f766e"), fonts.bold(section.heading), { width });
      doc.moveDown(0.2);
      doc.fontSize(10).fillColor("#1e293b");
      for (const item of section.items) paragraph(doc, fonts.regular(`- ${item}`), { width, indent: 0, paragraphGap: 3 });
    }
    doc.moveDown(1);
    doc.fontSize(8).fillColor("#475569");
    for (const line of guide.footer) paragraph(doc, fonts.regular(line), { width, paragraphGap: 2 });
    doc.end();
  });
}

/** Writes every guide into `dir` (created if needed), in the guides' language; returns [{ file, bytes }]. */
export async function writeGuidePdfs(guides, dir, { lang = "en-GB" } = {}) {
  await mkdir(dir, { recursive: true });
  const written = [];
  for (const guide of guides) {
    const pdf = await renderGuidePdf(guide, { lang });
    await writeFile(path.join(dir, guide.file), pdf);
    written.push({ file: guide.file, bytes: pdf.length });
  }
  return written;
}

/**
 * The guides of one language, from its content and this environment's settings: English as the build
 * config loads it, another language through its word modules (scripts/locale-modules.mjs).
 */
export async function guidesIn(locale, settings = process.env) {
  const { DEFAULT_LOCALE, importInLocale } = await import("./locale-modules.mjs");
  const guides = await importInLocale("app/domain/download-guides.ts", locale);
  const { nablCertificateFromEnv } = await importInLocale("app/config/site.ts", DEFAULT_LOCALE);
  return guides.downloadGuides({ nablCertificate: nablCertificateFromEnv(settings) });
}

/** Where a language's guides are served: /downloads/, /hi/downloads/. */
export const downloadsDir = (locale) => (locale === "en" ? "downloads" : `${locale}/downloads`);

/** The language tag a guide of `locale` is written in. */
export const guideLang = (locale) => (locale === "en" ? "en-GB" : `${locale}-IN`);

/**
 * Writes a language's guides into `dir` from a process of their own (`node scripts/download-pdfs.mjs
 * --locale hi --out dir`), with `settings` as its environment: what the build's integration calls. Vite's
 * module runner, which reads the content in a language, cannot run inside Astro's build process. Resolves
 * to the files written; the build does its own work meanwhile (the process runs on the other core).
 */
export function writeGuidePdfsApart(locale, dir, settings) {
  const stringSettings = Object.fromEntries(Object.entries(settings).filter(([, value]) => typeof value === "string"));
  return new Promise((resolve, reject) => {
    const args = [fileURLToPath(import.meta.url), "--locale", locale, "--out", dir];
    execFile(
      process.execPath,
      args,
      { encoding: "utf8", env: { ...process.env, ...stringSettings }, maxBuffer: 1 << 24 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`download-pdfs: the ${locale} guides failed:\n${stdout}\n${stderr}`));
        else resolve(JSON.parse(stdout));
      },
    );
  });
}

// `node scripts/download-pdfs.mjs`: refresh public/downloads and public/hi/downloads with the default
// (placeholder) settings, in every language. With `--locale hi --out dir`: that language's guides into
// `dir`, with this environment's settings, and the files written as JSON (writeGuidePdfsApart).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { locale: { type: "string" }, out: { type: "string" } } });
  if (values.locale && values.out) {
    const written = await writeGuidePdfs(await guidesIn(values.locale, process.env), values.out, { lang: guideLang(values.locale) });
    process.stdout.write(JSON.stringify(written));
  } else {
    const { LOCALES } = await import("./locale-modules.mjs");
    for (const locale of LOCALES) {
      const dir = path.resolve("public", downloadsDir(locale));
      const written = await writeGuidePdfs(await guidesIn(locale, {}), dir, { lang: guideLang(locale) });
      for (const w of written) console.log(`public/${downloadsDir(locale)}/${w.file}: ${w.bytes} bytes (${Math.ceil(w.bytes / 1024)} KB)`);
    }
  }
}
