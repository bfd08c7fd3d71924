/**
 * The words of the content modules written in code (content/*.ts): the labels of the closed lists
 * (categories, filters, kinds of sample) and the sentences composed around a content fact (a fast, a
 * count, a claim's figure). One export per module, so a script loads only the words it shows. No
 * imports: the build's content compiler and the build config load these modules outside Vite.
 * Medical wording (the fast, the preparation): a change needs the review of docs/content-review.md.
 */

/** How a package names the kinds of sample it takes ("Blood, Urine & ECG") (./test-kinds.ts). */
export const sampleKindWords = {
  blood: "Blood",
  urine: "Urine",
  stool: "Stool",
  sputum: "Sputum",
  swab: "Swab",
  semen: "Semen",
  scraping: "Scraping",
  imaging: "X-ray",
  ecg: "ECG",
  recording: "Recording",
  breathing: "Breathing test",
  exercise: "Walk test",
};

/** How a page says where a test can be done: alone, or for a group of a package's tests (./test-kinds.ts). */
export const collectionWordsText = {
  "home-sample": {
    one: "Free home sample collection, or at any centre",
    some: (names: string) => `${names}: collected free at home, or at any centre`,
  },
  "home-visit": {
    one: "At a centre, or at home on a paid home visit",
    some: (names: string) => `${names}: at a centre, or at home on a paid home visit`,
  },
  centre: {
    one: "At our centres only",
    some: (names: string) => `${names}: at our centres only`,
  },
};

/** Where it can be done, in the few words of a card (./test-kinds.ts `collectionPlaces`). */
export const collectionPlaceWords = {
  "home-sample": "Free home collection",
  "home-visit": "Paid home visit or centre",
  centre: "Centre only",
  mixed: "Home collection, part on a paid visit",
  /** A centre-only test that one or two centres do: "Green Park centre only". */
  named: (names: string, count: number) => `${names} centre${count === 1 ? "" : "s"} only`,
};

/** A test's fast and report time as texts quote them (./test-facts.ts). */
export const testFactLabels = {
  /** "12 hours": a test's fast. */
  fastingHours: (hours: number) => `${hours} hours`,
  /** A report time as the test's facts write it ("6 hours", "2-3 days", "Same day"), in words. */
  reportTime: (time: string) => time,
};

/** The preparation composed from a test's facts (./preparation.ts). */
export const preparationWords = {
  /** "Fast for 12 hours …", or with an upper limit "Fast for at least 8 hours (and no more than 12) …". */
  fast: (hours: number, maxHours?: number) =>
    `Fast for ${maxHours === undefined ? `${hours} hours` : `at least ${hours} hours (and no more than ${maxHours})`} before the sample: no food or drink other than plain water.`,
  petFast: (hours: number) => `No food for ${hours} hours before; water is allowed.`,
  petNoFast: "Your pet does not need to fast.",
  noFast: "No fasting needed.",
  /** Tests that fix different days of the menstrual cycle: "Two visits: FSH, LH on day 2 to 5 …; Progesterone on day 21 …". */
  visits: (groups: readonly { names: string; day: string }[]) =>
    `${groups.length === 2 ? "Two" : groups.length} visits: ${groups.map((g) => `${g.names}: ${g.day}`).join("; ")}. The other tests are taken at the first visit; a home pickup is free each time.`,
  /** A sample taken hours after the others (a 2-hour sugar, a glucose test in pregnancy). */
  laterDraw: (names: string, hours: number) =>
    `Two blood samples: the first for the other tests, then ${names}, ${hours} hours after the meal or glucose drink its preparation describes. At home the collector waits or comes back for the second sample, at no extra charge.`,
  /** The cycle day each cycle-day advice fixes, as the visits sentence names it. */
  cycleDays: {
    "cycle-day-2-5": "on day 2 to 5 of the cycle",
    "cycle-day-21": "on day 21 of the cycle (7 days before the expected period)",
  },
  /** A laboratory test's: no fast, with the rule on usual medicines. */
  noFastUsualMedicines: (usualMedicines: string) => `No fasting needed. ${usualMedicines}`,
};

/**
 * How a person's sample is taken, by its kind (content/sample-taking.ts): a test's page says it under "How the
 * sample is taken", with when in the day and the shared advice on giving it.
 */
export const sampleTakingWords = {
  kinds: {
    blood: "A trained phlebotomist takes a small sample of blood, usually from a vein in your arm; it takes a few minutes.",
    urine: "You give the urine sample yourself, in the container we provide.",
    stool: "You collect a small stool sample yourself, in the container we provide.",
    sputum: "You cough up sputum (phlegm from deep in the chest, not saliva) into the sterile container we provide.",
    swab: "The collector gently wipes a sterile swab over the throat or wound to be tested; it takes a few seconds.",
    semen: "The sample is given at the lab, in a private room, into a sterile container.",
    scraping: "At the centre, a small scraping of the affected skin, nail or hair is taken.",
  },
  afterFast: "The sample is usually taken in the morning, at the end of your fast.",
  anyTime: "The sample can be given at any time of day.",
};

/** Which packages ask for a fast and how long (./preparation-texts.ts). */
export const packageFastingWords = {
  span: (least: number, most: number) => (least === most ? `${most} hours` : `${least} to ${most} hours`),
  note: (span: string) => `Some packages ask you to fast for ${span}, because of the tests they hold; each package page says how long.`,
};

/** The single tests that ask for a fast, listed from their facts for the fasting FAQ: "Lipid profile, 12 hours; …; and Serum zinc, 8 hours". */
export const fastingTestsWords = {
  item: (name: string, span: string) => `${name}, ${span}`,
  list: (items: readonly string[]) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join("; ")}; and ${items.at(-1)}`),
};

/** What the report time on each test means (./claims.ts): the usual latest, not a promise. */
export const claimWords = {
  reports: "The time shown on each test is the usual latest time; a repeat or a confirmatory test can take longer, and we will tell you.",
};

/** The test counts (./counts.ts): the badge is the list's length; the menu's count says what the rest are. */
export const countWords = {
  /** "Nov 2026", from "2026-11". */
  month: (year: number, month: number) =>
    `${["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][month - 1]} ${year}`,
  badge: (listed: number) => `${listed} tests listed`,
  source: (date: string) => `tests on our laboratory's test menu, ${date}`,
  note: (menu: string, date: string, listed: number, packages: number) =>
    `Our laboratory's test menu has ${menu} tests (${date}). This site lists ${listed} of them, with their prices and preparation, and ${packages} health packages. The others are specialised tests done on a doctor's request: send us the test's name or your prescription on chat, or call us, and we tell you its price, sample and report time.`,
};

/** The quality checks' title and sentence (./quality-checks.ts). */
export const qualityCheckWords = {
  /** "7-level quality checks". */
  title: (count: number) => `${count}-level quality checks`,
  sentence: (steps: readonly string[]) =>
    `Each laboratory sample passes ${steps.length} checks: ${steps.map((step) => step.charAt(0).toLowerCase() + step.slice(1)).join("; ")}.`,
};

/** The accreditation statement and its short forms (./accreditation-claim.ts). */
export const accreditationWords = {
  /** `certificate`: null until the real number is set (no page shows a placeholder). */
  statement: (certificate: string | null) =>
    certificate
      ? `NABL-accredited central laboratory (ISO 15189, certificate ${certificate})`
      : "NABL-accredited central laboratory (ISO 15189)",
  /** For badges and hero lines. */
  short: (certificate: string | null) =>
    `NABL-accredited central laboratory (ISO 15189)${certificate ? ` · certificate ${certificate}` : ""}`,
  /** The certificate's number as a link to NABL's site (the footer). */
  certificate: (certificate: string) => `certificate ${certificate}`,
  /** What a laboratory test's page says: whose samples the statement covers. */
  onTestPage: (statement: string) => `Samples from Delhi/NCR are tested in our ${statement}.`,
};

/** The fever advice (T-FEVER) as content texts quote it, from its parts in the safety texts (./safety-advice.ts). */
export const feverAdviceWords = {
  /** "Fever: when to get help straight away. Call 112 … if: a baby …; a child …; anyone …." */
  summary: (title: string, callIf: string, signs: readonly string[]) => `${title}. ${callIf} ${signs.join("; ")}.`,
  /** The signs, then what to do while waiting for results. */
  full: (callIf: string, signs: readonly string[], whileYouWait: string) => `${callIf} ${signs.join("; ")}. ${whileYouWait}`,
};
