// A synthetic price list for the menu benchmark (scripts/bench-menu.mjs): `count` laboratory tests in the
// columns of `npm run menu:import` (docs/editing.md), with names, aliases and descriptions varied the way a
// real menu's are, so that sizes and compression are honest. Deterministic: the same count, the same list.
import { stringify } from "csv-stringify/sync";
import { COLUMNS } from "./menu-csv.mjs";

const ANALYTES = [
  ["Vitamin A", "Vit A"],
  ["Vitamin E", "Vit E"],
  ["Vitamin K", "Vit K"],
  ["Copper", "Cu"],
  ["Selenium", "Se"],
  ["Chromium", "Cr"],
  ["Manganese", "Mn"],
  ["Lead", "Pb"],
  ["Mercury", "Hg"],
  ["Arsenic", "As"],
  ["Cadmium", "Cd"],
  ["Aluminium", "Al"],
  ["Ceruloplasmin", "CER"],
  ["Haptoglobin", "HPT"],
  ["Transferrin", "TRF"],
  ["Prealbumin", "PAB"],
  ["Cystatin C", "CYSC"],
  ["Beta-2 microglobulin", "B2M"],
  ["Alpha-1 antitrypsin", "A1AT"],
  ["Complement C3", "C3"],
  ["Complement C4", "C4"],
  ["Immunoglobulin A", "IgA"],
  ["Immunoglobulin G", "IgG"],
  ["Immunoglobulin M", "IgM"],
  ["Kappa light chains", "FLC-K"],
  ["Lambda light chains", "FLC-L"],
  ["Osteocalcin", "OC"],
  ["Calcitonin", "CT"],
  ["Gastrin", "GAS"],
  ["Renin", "PRA"],
  ["Aldosterone", "ALD"],
  ["Growth hormone", "GH"],
  ["IGF-1", "IGF1"],
  ["Inhibin B", "INHB"],
  ["Androstenedione", "A4"],
  ["Dihydrotestosterone", "DHT"],
  ["Erythropoietin", "EPO"],
  ["Adiponectin", "ADPN"],
  ["Leptin", "LEP"],
  ["Galectin-3", "GAL3"],
  ["Myoglobin", "MYO"],
  ["Aldolase", "ALDO"],
  ["Cholinesterase", "CHE"],
  ["Adenosine deaminase", "ADA"],
  ["Lactate", "LAC"],
  ["Pyruvate", "PYR"],
  ["Oxalate", "OX"],
  ["Citrate", "CIT"],
  ["Porphobilinogen", "PBG"],
  ["Methylmalonic acid", "MMA"],
];
const METHODS = [
  "CLIA",
  "ELISA",
  "HPLC",
  "ICP-MS",
  "nephelometry",
  "turbidimetry",
  "LC-MS/MS",
  "ECLIA",
  "spectrophotometry",
  "immunofixation",
];
const SAMPLES = [
  ["Blood (serum)", "serum"],
  ["Blood (plasma)", "plasma"],
  ["Urine (spot sample)", "urine"],
  ["Urine (24-hour collection)", "24-hour urine"],
];
const DISCIPLINES = ["clinical-chemistry", "immunoassay", "haematology"];
const REPORT_TIMES = ["24 hours", "Same day", "2 days", "24-48 hours", "3 days", "5 days"];
const HINDI = ["जाँच", "टेस्ट", "स्तर की जाँच"];

/** The list's rows, as objects keyed by column. */
export function syntheticRows(count) {
  return Array.from({ length: count }, (_, i) => {
    const [analyte, short] = ANALYTES[i % ANALYTES.length];
    const method = METHODS[Math.floor(i / ANALYTES.length) % METHODS.length];
    const [sample, sampleWord] = SAMPLES[Math.floor(i / (ANALYTES.length * METHODS.length)) % SAMPLES.length];
    const round = Math.floor(i / (ANALYTES.length * METHODS.length * SAMPLES.length));
    const suffix = round > 0 ? ` ${round + 1}` : "";
    const name = `${analyte}, ${sampleWord} (${method})${suffix}`;
    return {
      code: `bench-${String(i + 1).padStart(5, "0")}`,
      name,
      // One in ten has no Hindi name yet, as a real list would.
      // "Hindi (English)", the English without brackets of its own (docs/hindi-style.md).
      name_hi: i % 10 === 9 ? "" : `${analyte} ${HINDI[i % HINDI.length]} (${analyte}, ${sampleWord}, ${method}${suffix})`,
      discipline: DISCIPLINES[i % DISCIPLINES.length],
      sample,
      fasting_hours: i % 10 === 3 ? "12" : "",
      report_time: REPORT_TIMES[i % REPORT_TIMES.length],
      price: String(150 + ((i * 37) % 400) * 10),
      collection: "home",
      // Each alias names this row only, as the content's rule 24 asks (docs/content-review.md).
      aliases: [
        `${short} ${sampleWord} ${method}${suffix}`,
        `${analyte} ${method} test, ${sampleWord}${suffix}`,
        `${short} ${method} ${sampleWord}${suffix}`,
      ].join(";"),
      description: `Measures ${analyte.toLowerCase()} in ${sampleWord} by ${method}; your doctor reads it with your symptoms and other results.`,
      reviewed_by: "pathologist",
      reviewed_on: "2026-11-28",
    };
  });
}

/** The list as the lab's CSV file (UTF-8, a header row). */
export function syntheticPriceList(count) {
  return stringify(syntheticRows(count), { header: true, columns: COLUMNS });
}
