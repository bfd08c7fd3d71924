import { siteConfig } from "#app/config/site.ts";
import { parseHtml, type El } from "./html-tree.ts";

// "No English UI text on a Hindi page" (docs/decisions/026-hindi-second-build.md), as a rule a test can
// hold on every pre-rendered /hi page: the Latin-script words a reader meets (text, the title, the
// description, and what a screen reader or a tooltip says: alt, aria-label, title, placeholder, a button's
// value), minus what Hindi writing keeps in Latin letters. Unit-tested on fixtures in latin-words.spec.ts.

/**
 * Words Hindi text keeps in Latin letters, beyond the abbreviations the rule below sees: the brand's own,
 * a product's name, "Rh" (the blood group's Rhesus factor, written so on every report), and two
 * abbreviations the style sheet keeps in Latin letters as the report prints them (docs/hindi-style.md,
 * docs/content-review.md rule 28) whose small letters the rule cannot tell from a word: "pH" (one small
 * letter, one capital) and "NT-proBNP" (three small letters before the capitals).
 */
export const ALLOWED_WORDS = new Set([
  ...siteConfig.brandName.split(/\s+/).map((word) => word.replace(/[^A-Za-z]/g, "")),
  "JavaScript",
  "Rh",
  "pH",
  "NT-proBNP",
]);

/** Units and unit-like tokens a medical text writes in Latin letters. */
const UNITS = new Set([
  "mg",
  "dL",
  "mL",
  "ml",
  "L",
  "kg",
  "g",
  "cm",
  "mm",
  "mmHg",
  "mmol",
  "µg",
  "ng",
  "pg",
  "IU",
  "mIU",
  "µIU",
  "U",
  "kV",
  "mA",
  "mSv",
  "Hz",
  "x",
  "am",
  "pm",
]);

/** An abbreviation (CBC, HbA1c, T3, X-ray's X, ECG-based), a unit, or an allowed word. */
function isAllowed(word: string): boolean {
  const bare = word.replace(/[.'’-]+$/, "");
  if (ALLOWED_WORDS.has(bare) || UNITS.has(bare)) return true;
  if (/\d/.test(bare)) return true;
  // CBC, HbA1c, X (of X-ray); eGFR and hCG, whose capitals follow one or two small letters.
  return bare
    .split("-")
    .every((part) => part.length === 0 || /^[A-Z][A-Za-z]*[A-Z]s?$|^[A-Z]$|^[a-z]{1,2}[A-Z]{2,}[A-Za-z0-9]*$/.test(part));
}

/** Text that is not words a translator writes: addresses, e-mail addresses, phone numbers, names in brackets. */
function withoutNonWords(text: string): string {
  return (
    text
      .replace(/\([^()]*\)/g, " ")
      .replace(/https?:\/\/\S+|www\.\S+/g, " ")
      .replace(/\S+@\S+/g, " ")
      // A page's address quoted in a text ("/privacy-policy") is a link's path, not words.
      .replace(/(^|\s)\/[a-z0-9/-]+/g, " ")
  );
}

const READ_ATTRIBUTES = ["alt", "aria-label", "title", "placeholder"];
const NOT_READ = new Set(["script", "style", "template"]);

/** Whether an element says its text is English on purpose (the switch to English: `lang="en"`) or not to translate. */
const keptAsWritten = (el: El) => /^en\b/i.test(el.attrs.lang ?? "") || el.attrs.translate === "no";

/** Every English word a reader meets on the page, with where: "text", "title", "alt", …. */
export function englishWordsIn(html: string): { word: string; where: string; context: string }[] {
  const found: { word: string; where: string; context: string }[] = [];
  const check = (text: string, where: string) => {
    for (const word of withoutNonWords(text).match(/[A-Za-z][A-Za-z0-9'’.-]*/g) ?? [])
      if (!isAllowed(word)) found.push({ word, where, context: text.replace(/\s+/g, " ").trim().slice(0, 120) });
  };
  const walk = (el: El) => {
    if (NOT_READ.has(el.tag) || keptAsWritten(el)) return;
    for (const name of READ_ATTRIBUTES) if (el.attrs[name]) check(el.attrs[name], name);
    if (el.tag === "meta" && el.attrs.name === "description" && el.attrs.content) check(el.attrs.content, "description");
    if (el.tag === "input" && /^(submit|button)$/.test(el.attrs.type ?? "") && el.attrs.value) check(el.attrs.value, "value");
    for (const child of el.children) {
      if (typeof child === "string") check(child, el.tag === "title" ? "title" : "text");
      else walk(child);
    }
  };
  walk(parseHtml(html, { scriptingEnabled: false }));
  return found;
}
