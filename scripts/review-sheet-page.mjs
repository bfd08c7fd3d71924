// The review sheet's page and its CSV (scripts/review-sheet.mjs): the rows of
// app/domain/review-sheet-rows.ts as one printable HTML page (A4 landscape, the table's header repeated
// on every page, an item never split where it fits a page, a sign-off box per item and a signature block
// at the end) and as a CSV, one line per statement, through csv-stringify. Every text is escaped.
import { stringify } from "csv-stringify/sync";

/** The sheet's groups, in order: app/domain/review-sheet-rows.ts gives each row its `risk`. */
export const RISK_HEADINGS = {
  acute: "Acute: names a safety notice or an acute symptom",
  preparation: "Asks for preparation: a fast, shared advice or instructions of its own",
  routine: "Routine: no fast, no advice, no notice",
};

/** Text as HTML: the five characters that could open a tag or end an attribute. */
export function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
}

const STYLE = `
@page { size: A4 landscape; margin: 11mm 10mm 13mm; }
* { box-sizing: border-box; }
body { font: 8.5pt/1.35 "Sheet Devanagari", Arial, "Liberation Sans", sans-serif; color: #111; margin: 0; }
h1 { font-size: 15pt; margin: 0 0 2mm; }
h2 { font-size: 11.5pt; margin: 5mm 0 2mm; break-after: avoid; }
p { margin: 0 0 1.5mm; }
.meta { color: #333; }
.how { border: 1px solid #999; padding: 2mm 3mm; margin: 2mm 0 3mm; }
.how ul { margin: 1mm 0 0; padding-left: 5mm; }
table { width: 100%; border-collapse: collapse; table-layout: fixed; margin-bottom: 2mm; }
thead { display: table-header-group; }
th, td { border: 0.6pt solid #888; padding: 1.2mm 1.6mm; vertical-align: top; text-align: left; overflow-wrap: anywhere; }
thead th { background: #e8e8e8; font-size: 8.5pt; }
col.label { width: 12%; } col.en { width: 38%; } col.hi { width: 38%; } col.sign { width: 12%; }
tbody.item { break-inside: avoid; page-break-inside: avoid; }
tr { break-inside: avoid; page-break-inside: avoid; }
tr.head th { background: #f3f3f3; font-weight: normal; }
tr.head .name { font-weight: bold; font-size: 10pt; }
tr.head .hiname { font-weight: bold; }
.acute tr.head th { background: #fde8e8; }
.why { color: #8a1010; font-weight: bold; }
.small { font-size: 8pt; color: #333; }
td ul { margin: 0; padding-left: 3.5mm; }
td li { margin: 0 0 0.6mm; }
td.label { font-weight: bold; font-size: 8.5pt; }
td.sign { font-size: 8pt; color: #333; }
.line { display: block; border-bottom: 0.6pt solid #555; height: 6mm; margin-bottom: 1mm; }
.was { margin-top: 1mm; color: #555; }
tr.changed td { background: #fff4c2; }
.glance { margin: 0 0 3mm; padding-left: 5mm; }
.was del { color: #7a2a2a; }
.change { font-weight: bold; text-transform: uppercase; font-size: 7.5pt; border: 0.6pt solid #333; padding: 0 1mm; margin-left: 1mm; }
.signature { margin-top: 6mm; break-inside: avoid; border: 1px solid #555; padding: 3mm 4mm; }
.signature table td { border: none; padding: 2mm 2mm 0 0; }
.signature .line { height: 8mm; }
@media screen { body { margin: 12px; max-width: 1400px; } }
`;

const list = (texts) => (texts.length === 1 ? escapeHtml(texts[0]) : `<ul>${texts.map((t) => `<li>${escapeHtml(t)}</li>`).join("")}</ul>`);
const signCell = (rows) =>
  `<td class="sign" rowspan="${rows}"><span class="small">Initials</span><span class="line"></span><span class="small">Date</span><span class="line"></span></td>`;
const changeMark = (change) => (change ? `<span class="change">${escapeHtml(change)}</span>` : "");

/** One cell of statements, with what it said before where it changed; names (the aliases) on one line. */
function statementCell(texts, was, lang, inline = false) {
  const now = texts.length === 0 ? `<span class="small">(none)</span>` : inline ? texts.map(escapeHtml).join(" · ") : list(texts);
  const before = was
    ? `<div class="was small">Before: <del>${was.length === 0 ? "(none)" : was.map(escapeHtml).join(" · ")}</del></div>`
    : "";
  return `<td lang="${lang}">${now}${before}</td>`;
}

const kindLabel = (row) => (row.kind === "test" ? `Test ${row.number}` : `Package ${row.number}`);

/** One item: its heading (names, why it is in its group, its review) and one line per statement. */
function itemBody(row) {
  const cells = row.cells.filter((cell) => cell.en.length > 0 || cell.hi.length > 0 || cell.was);
  const review = `${escapeHtml(row.review.role)} (${escapeHtml(row.review.roleHi)}), ${escapeHtml(row.review.qualification)} · reviewed ${escapeHtml(row.review.reviewed)} · next review by ${escapeHtml(row.review.nextReview)}`;
  const advice = row.adviceKeys.length > 0 ? ` · shared advice: ${row.adviceKeys.map(escapeHtml).join(", ")}` : "";
  const head = `<tr class="head"><th colspan="3"><span class="name">${escapeHtml(kindLabel(row))} · ${escapeHtml(row.name.en)}</span>${changeMark(row.change)}
 · <span class="hiname" lang="hi">${escapeHtml(row.name.hi)}</span>${row.hiUntranslated ? ` <span class="small">(no Hindi yet: the Hindi page shows the English words)</span>` : ""}
<br>${row.why.length > 0 ? `<span class="${row.risk === "acute" ? "why" : "small"}">${escapeHtml(row.why.join("; "))}</span><br>` : ""}<span class="small">Reviewer: ${review}${advice}</span></th>${signCell(cells.length + 1)}</tr>`;
  const lines = cells.map(
    (cell) =>
      `<tr${cell.was ? ` class="changed"` : ""}><td class="label">${escapeHtml(cell.label)}${cell.was ? ` <span class="change">changed</span>` : ""}</td>${statementCell(cell.en, cell.was?.en, "en", cell.key === "aliases")}${statementCell(cell.hi, cell.was?.hi, row.hiUntranslated ? "en" : "hi", cell.key === "aliases")}</tr>`,
  );
  return `<tbody class="item ${row.risk}" id="${escapeHtml(row.id)}">${head}${lines.join("")}</tbody>`;
}

const tableHead = (first) =>
  `<colgroup><col class="label"><col class="en"><col class="hi"><col class="sign"></colgroup><thead><tr><th>${first}</th><th>English (the English page)</th><th>Hindi (the Hindi page)</th><th>Sign-off</th></tr></thead>`;

function sharedTable(shared) {
  const body = shared
    .map(
      (row) =>
        `<tbody class="item"><tr><td class="label">${escapeHtml(row.label)}${changeMark(row.change)}</td>${statementCell([row.en], row.was ? [row.was.en] : undefined, "en")}${statementCell([row.hi], row.was ? [row.was.hi] : undefined, "hi")}${signCell(1)}</tr></tbody>`,
    )
    .join("");
  return `<table>${tableHead("Text")}${body}</table>`;
}

/**
 * The sheet as one HTML page. `sheet`: { title, generated, content (what the statements were read from),
 * since?, rows, shared, acuteSource, fontCss? (the @font-face of the Hindi font) }.
 */
export function reviewSheetHtml(sheet) {
  const groups = Object.entries(RISK_HEADINGS)
    .map(([risk, heading]) => ({ risk, heading, rows: sheet.rows.filter((row) => row.risk === risk) }))
    .filter((group) => group.rows.length > 0);
  const counts = groups.map((g) => `${g.rows.length} ${escapeHtml(g.heading.split(":")[0].toLowerCase())}`).join(", ");
  const scope = sheet.since
    ? `Only what changed since <strong>${escapeHtml(sheet.since)}</strong>: ${sheet.rows.length} ${sheet.rows.length === 1 ? "item" : "items"} and ${sheet.shared.length} shared ${sheet.shared.length === 1 ? "text" : "texts"}. “Before” shows the earlier words.`
    : `Every test and package: ${sheet.rows.length} items (${counts}).`;
  // With --since: what changed, item by item, before the items themselves.
  const glance = sheet.since
    ? `<h2>At a glance</h2><ul class="glance">${sheet.rows
        .map((row) => {
          const fields = row.cells.filter((cell) => cell.was).map((cell) => cell.label.toLowerCase());
          const what = row.change === "changed" ? (fields.length > 0 ? fields.join(", ") : "its name") : row.change;
          return `<li><a href="#${escapeHtml(row.id)}">${escapeHtml(kindLabel(row))} · ${escapeHtml(row.name.en)}</a>: ${escapeHtml(what)}</li>`;
        })
        .join("")}${sheet.shared.map((row) => `<li>${escapeHtml(row.label)}: ${escapeHtml(row.change ?? "")}</li>`).join("")}</ul>`
    : "";
  const sections = groups
    .map(
      (g) =>
        `<h2>${escapeHtml(g.heading)} (${g.rows.length})</h2><table class="${escapeHtml(g.risk)}">${tableHead("Statement")}${g.rows.map(itemBody).join("")}</table>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(sheet.title)}</title><style>${sheet.fontCss ?? ""}${STYLE}</style></head>
<body>
<h1>${escapeHtml(sheet.title)}</h1>
<p class="meta">${scope}</p>
<p class="meta small">Generated ${escapeHtml(sheet.generated)} from ${escapeHtml(sheet.content)}. Acute words: ${escapeHtml(sheet.acuteSource)}.</p>
<div class="how"><strong>How to sign off.</strong> Each statement is printed exactly as the English and the Hindi page say it.
<ul><li>Read each item’s statements in both languages; if all is right, write your initials and the date in its sign-off box.</li>
<li>If something is wrong, strike it through, write the correction beside it, and leave the box empty: the lab’s editor changes the content and prints the item again.</li>
<li>The shared texts below are quoted by many pages: sign each once.</li></ul></div>
${glance}
${sheet.shared.length > 0 ? `<h2>Shared texts (${sheet.shared.length})</h2>${sharedTable(sheet.shared)}` : ""}
${sections}
${sheet.rows.length === 0 && sheet.shared.length === 0 ? `<p><strong>No medical statement changed.</strong></p>` : ""}
<section class="signature"><h2>Signature</h2>
<p>I have read every statement on this sheet in English and in Hindi. The items I initialled are correct; the others are marked with the corrections needed.</p>
<table><tr><td>Name<span class="line"></span></td><td>Role and qualification<span class="line"></span></td><td>Registration number<span class="line"></span></td></tr>
<tr><td>Signature<span class="line"></span></td><td>Date<span class="line"></span></td><td>Items not signed off (numbers)<span class="line"></span></td></tr></table></section>
</body></html>
`;
}

const CSV_COLUMNS = [
  "group",
  "item",
  "change",
  "name_en",
  "name_hi",
  "why",
  "statement",
  "english",
  "hindi",
  "english_before",
  "hindi_before",
  "reviewer_role",
  "reviewer_qualification",
  "reviewed",
  "next_review",
  "signoff_initials",
  "signoff_date",
];

/** The sheet as CSV: one line per statement of each item (and per shared text); a statement's lines joined by newlines. */
export function reviewSheetCsv(sheet) {
  const lines = (texts) => (texts ? texts.join("\n") : "");
  const records = [
    ...sheet.shared.map((row) => ({
      group: "shared",
      item: row.id,
      change: row.change ?? "",
      statement: row.label,
      english: row.en,
      hindi: row.hi,
      english_before: row.was?.en ?? "",
      hindi_before: row.was?.hi ?? "",
    })),
    ...sheet.rows.flatMap((row) =>
      row.cells
        .filter((cell) => cell.en.length > 0 || cell.hi.length > 0 || cell.was)
        .map((cell) => ({
          group: row.risk,
          item: row.id,
          change: row.change ?? "",
          name_en: row.name.en,
          name_hi: row.name.hi,
          why: row.why.join("; "),
          statement: cell.label,
          english: lines(cell.en),
          hindi: lines(cell.hi),
          english_before: lines(cell.was?.en),
          hindi_before: lines(cell.was?.hi),
          reviewer_role: row.review.role,
          reviewer_qualification: row.review.qualification,
          reviewed: row.review.reviewed,
          next_review: row.review.nextReview,
        })),
    ),
  ];
  // A byte-order mark, so a spreadsheet opens the Hindi as UTF-8 (as the price list does).
  return stringify(records, { header: true, columns: CSV_COLUMNS, bom: true });
}
