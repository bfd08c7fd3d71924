/**
 * Placeholders in content text: a data file says `{{fasting lipid-profile}}` or `{{insulin-advice}}`
 * where a page shows a fact that lives elsewhere, so the fact is typed once (docs/editing.md). The
 * content module that loads the file fills them with the same functions the site uses for the fact.
 * The build checks every placeholder's name and argument first (content/compiler/), so an unknown
 * one stops the build with a message instead of reaching a page.
 */
export type PlaceholderTable = Readonly<Record<string, (arg?: string) => string>>;

const PLACEHOLDER = /\{\{\s*([a-z0-9-]+)(?:\s+([^}\s]+))?\s*\}\}/g;

/** Every placeholder in a text, as written: [{ name: "fasting", arg: "lipid-profile" }]. */
export function placeholdersIn(text: string): { name: string; arg?: string }[] {
  return [...text.matchAll(PLACEHOLDER)].map(([, name = "", arg]) => (arg === undefined ? { name } : { name, arg }));
}

/** The text with each placeholder replaced by its value. Throws, naming it, on an unknown placeholder. */
export function fillPlaceholders(text: string, table: PlaceholderTable): string {
  return text.replace(PLACEHOLDER, (whole, name: string, arg: string | undefined) => {
    const fill = table[name];
    if (!fill) throw new Error(`Unknown placeholder ${whole}; known: ${Object.keys(table).join(", ")}`);
    return fill(arg);
  });
}

/** Every string in a value (a file's data) with its placeholders filled. */
export function fillAll<T>(value: T, table: PlaceholderTable): T {
  if (typeof value === "string") return fillPlaceholders(value, table) as T;
  if (Array.isArray(value)) return value.map((item) => fillAll(item, table)) as T;
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillAll(item, table)])) as T;
  return value;
}

/**
 * The placeholders a text may use and what each takes: a test's key, or nothing. The content modules
 * fill them (a table typed by these names, so the two cannot drift) and the build checks them
 * (content/compiler/placeholders-check.ts).
 */
export const placeholderArguments = {
  /** "12 hours": a test's fast. */
  fasting: "fasting test",
  /** "12": a test's fast, the number alone. */
  "fasting-hours": "fasting test",
  /** "24 hours": a test's report time. */
  "report-time": "test",
  /** A test's whole preparation, in sentences. */
  preparation: "test",
  /** The warnings said with every fast: insulin and sugar-lowering tablets, then who decides a child's fast. */
  "insulin-advice": "none",
  /** Who decides how long a child fasts: never a baby or a child with diabetes without the doctor's advice. */
  "child-fasting": "none",
  /** When a fever needs a doctor today, and the signs to call 112 for. */
  "fever-advice": "none",
  /** The fever advice's heading. */
  "fever-title": "none",
  /** The signs to call 112 for with a fever, and what to do while waiting. */
  "fever-advice-full": "none",
  /** The laboratory's accreditation statement, with its scope. */
  "accreditation-statement": "none",
  /** What the visitor typed, in a form's thank-you line: their phone number, their email address. */
  phone: "none",
  email: "none",
  /** The brand's name, a setting of the site (VITE_BRAND_NAME). */
  brand: "none",
  /** How many tests the laboratory's menu lists (a sourced count). */
  "test-menu-count": "none",
  /** When the counts were taken. */
  "counts-date": "none",
  /** How many centres the lab has: the length of the centre list on /locations. */
  "listed-centres": "none",
  /** How signed reports reach patients (content/en/claims.json). */
  "report-delivery": "none",
  /** Where samples are tested, in a sentence (the testing sites). */
  "testing-sites": "none",
  /** Which packages ask for a fast and how long, from their tests. */
  "package-fasting-note": "none",
  /** Every single test that asks a person to fast, with its fast, from the tests' facts: "Lipid profile, 12 hours; …". */
  "fasting-tests": "none",
  /** The usual-medicines rule with the thyroid tablet and biotin advice. */
  "medicines-advice": "none",
  /** How soon a home visit comes (the sourced response target). */
  "response-target": "none",
  /** Keep taking usual medicines with a sip of water, unless a doctor says otherwise. */
  "usual-medicines": "none",
  /** A shared preparation sentence (content/en/advice/<key>.json). */
  advice: "advice",
  /** "7-level quality checks", counted from the list of checks. */
  "quality-checks-title": "none",
  /** The quality checks as one sentence. */
  "quality-checks-sentence": "none",
  /** "112", India's emergency number. */
  "emergency-number": "none",
  /** "For a medical emergency, call 112." */
  "emergency-line": "none",
  /** The accreditation in short, for badges: "NABL-accredited lab (ISO 15189) · certificate …". */
  "accreditation-short": "none",
  /** Where samples are tested, in one short sentence. */
  "testing-sites-short": "none",
  /** "7": how many quality checks a sample passes, counted from the list of checks. */
  "quality-check-count": "none",
  /** The report-time figure as a sentence, with its source. */
  "reports-claim": "none",
  /** "Aim: 60-minute response in metros". */
  "response-target-feature": "none",
  /** "60-min Target". */
  "response-target-badge": "none",
  /** "1500+ tests". */
  "tests-badge": "none",
  /** What the test count counts, and when, in a sentence. */
  "tests-badge-note": "none",
  /** "7:00 AM to 9:00 PM": the home-collection hours (content/en/centre-settings.json). */
  "collection-hours": "none",
  /** "7:00 AM": when the first home-collection slot starts. */
  "collection-start": "none",
  /** "₹300": what a paid home visit adds to a test's price. */
  "home-visit-charge": "none",
  /** "Delhi, Noida, … and Srinagar": the areas served, each with its PIN codes. */
  "areas-served": "none",
} as const;

export type PlaceholderName = keyof typeof placeholderArguments;

/**
 * The placeholders each collection's texts may use: its content module fills exactly these (a table
 * typed by the list) and the build refuses any other in its files.
 */
export const placeholdersOf = {
  legal: ["brand", "accreditation-statement"],
  articles: [
    "fasting",
    "fasting-hours",
    "report-time",
    "preparation",
    "insulin-advice",
    "child-fasting",
    "fever-advice",
    "accreditation-statement",
  ],
  departments: [
    "accreditation-statement",
    "advice",
    "report-time",
    "quality-checks-title",
    "quality-checks-sentence",
    "testing-sites",
    "report-delivery",
    "collection-start",
  ],
  "safety-notices": ["fever-title", "fever-advice-full"],
  news: ["testing-sites", "report-time", "report-delivery", "collection-start"],
  corporate: ["fasting", "insulin-advice"],
  "home-services": ["report-time", "response-target-feature", "report-delivery", "collection-start", "home-visit-charge"],
  "home-care": [
    "testing-sites-short",
    "report-time",
    "response-target-feature",
    "response-target-badge",
    "testing-sites",
    "accreditation-statement",
    "quality-checks-title",
    "response-target",
    "fasting",
    "package-fasting-note",
    "usual-medicines",
    "insulin-advice",
    "advice",
    "reports-claim",
    "report-delivery",
    "collection-hours",
    "home-visit-charge",
    "areas-served",
  ],
  resources: [
    "fasting",
    "child-fasting",
    "package-fasting-note",
    "fasting-tests",
    "medicines-advice",
    "insulin-advice",
    "response-target",
    "report-time",
    "reports-claim",
    "accreditation-statement",
    "testing-sites",
    "report-delivery",
  ],
  gallery: ["testing-sites", "accreditation-statement", "listed-centres"],
  about: [
    "brand",
    "accreditation-statement",
    "quality-checks-sentence",
    "reports-claim",
    "test-menu-count",
    "counts-date",
    "listed-centres",
  ],
} as const satisfies Record<string, readonly PlaceholderName[]>;

/** A content module's table for its collection's placeholders: one function per name, no more, no less. */
export type PlaceholderTableOf<C extends keyof typeof placeholdersOf> = Record<
  (typeof placeholdersOf)[C][number],
  (arg?: string) => string
>;

/** The placeholders of the site's own facts (./site-placeholders.ts): what the home and contact texts may use. */
export const sitePlaceholderNames = [
  "emergency-number",
  "emergency-line",
  "accreditation-short",
  "testing-sites-short",
  "quality-check-count",
  "quality-checks-title",
  "quality-checks-sentence",
  "reports-claim",
  "response-target-feature",
  "response-target-badge",
  "tests-badge",
  "tests-badge-note",
  "report-delivery",
  "listed-centres",
  "collection-hours",
  "collection-start",
  "home-visit-charge",
  "areas-served",
] as const satisfies readonly PlaceholderName[];

export type SitePlaceholderName = (typeof sitePlaceholderNames)[number];
