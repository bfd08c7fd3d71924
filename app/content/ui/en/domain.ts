/**
 * The words of the rules in app/domain/ that pages show, one export per area, so a script that uses one
 * rule loads only its words. The My Package list's words are in ./package-list.ts, the patient guides'
 * in ./guides.ts. Plain words, no imports: the build config loads some of these rules outside Vite.
 */

/** "a, b and c", "Blood, Urine & ECG" (app/domain/text.ts `joinList`): what goes before the last item. */
export const listWords = {
  and: " and ",
  ampersand: " & ",
};

/** Prices (app/domain/money.ts, the search results): a price with no upper end. */
export const priceWords = {
  from: (price: string) => `From ${price}`,
};

/** The chat messages a booking button pre-fills (app/domain/booking.ts, app/domain/centres.ts). */
export const bookingWords = {
  /** "Hello, I'd like to book Lipid Profile (₹450). …"; without a price when none is given. */
  item: (itemName: string, priceText?: string) =>
    priceText
      ? `Hello, I'd like to book ${itemName} (${priceText}). Please help me with the next steps.`
      : `Hello, I'd like to book ${itemName}. Please help me with the next steps.`,
  centre: (centreName: string, address: string) =>
    `Hello, I'd like to book a test at your ${centreName} centre (${address}). Please help me with the next steps.`,
};

/** "Back to …" on a test's or package's page (app/domain/back-links.ts). */
export const backLinkWords = {
  home: "Back to Home",
  findTest: "Back to Find Test",
  healthPackages: "Back to Health Packages",
};

/** The steps of the breadcrumb trails (app/domain/breadcrumbs.ts) that are not content names. */
export const crumbWords = {
  home: "Home",
  services: "Services",
  healthPackages: "Health Packages",
};

/** The find-test list's summary (app/domain/pagination.ts). */
export const paginationWords = {
  summary: (from: number, to: number, total: number) => `Showing ${from} to ${to} of ${total} items`,
};

/** The call-back form's phone check (app/domain/phone.ts). */
export const phoneWords = {
  empty: "Please enter your phone number so we can call you back.",
  invalid:
    "Please enter a valid Indian number: a 10-digit mobile (e.g. 98765 43210) or a landline with its STD code (e.g. 011 2345 6789).",
};

/** How the search results label an entry (app/domain/search-index.ts). */
export const searchEntryWords = {
  test: "Test",
  package: "Health package",
  homeService: "Home service",
  /** Where a home service is done, and its sample. */
  atHome: "At home",
};

/** A department's test count (app/domain/services.ts). */
export const serviceWords = {
  testsAvailable: (count: number) => `${count} ${count === 1 ? "Test" : "Tests"} Available`,
};

/** The centres' hours and the claimed network beside the listed centres (app/domain/centres.ts). */
export const centreWords = {
  /** "Green Park and Dwarka: Mon–Sat 8:00 AM – 8:00 PM", one group of hours after the main one. */
  group: (names: string, hours: string) => `${names}: ${hours}`,
  groupSeparator: "; ",
  hoursAll: (count: number, hours: string) => `All ${count} listed centres: ${hours}.`,
  hoursMost: (most: number, count: number, hours: string, rest: string) => `Most centres (${most} of ${count}): ${hours}; ${rest}.`,
  hoursDiffer: (names: string, hours: string, rest: string) => `Hours differ by centre. ${names}: ${hours}; ${rest}.`,
  /** Where the listed centres are, said after "listed" when the caller names no place. */
  listedHere: "below",
  allListed: (listed: number, where: string) => `All ${listed} of our centres are listed ${where}.`,
  someListed: (listed: number, unlisted: number, where: string) =>
    `The ${listed} centres with walk-in services are listed ${where}; the other ${unlisted} are sample collection points. Call us to find the nearest one.`,
};

/** The e-mail the mail program opens when a form cannot be sent (app/domain/mailto.ts). */
export const contactMailWords = {
  subject: (subject: string) => `Contact Form: ${subject}`,
  name: (name: string) => `Name: ${name}`,
  email: (email: string) => `Email: ${email}`,
  phone: (phone: string) => `Phone: ${phone}`,
  notProvided: "Not provided",
  subjectLine: (subject: string) => `Subject: ${subject}`,
  message: "Message:",
};

/** The dated medical review of a page (app/domain/medical-review.ts): the reviewer's role and qualification come from content. */
export const medicalReviewWords = {
  reviewedBy: (role: string, qualification: string, date: string) => {
    const lower = role.charAt(0).toLowerCase() + role.slice(1);
    const article = /^[aeiou]/i.test(lower) ? "an" : "a";
    return `Medically reviewed by ${article} ${lower}, ${qualification}, on ${date}.`;
  },
  nextReview: (date: string) => `Next review due by ${date}.`,
};

/** What a home-care package's price covers (app/domain/home-care-packages.ts). */
export const homeCarePackageWords = {
  visits: (count: number) => `${count} home visit${count === 1 ? "" : "s"}`,
  /** "10 tests, 2 extras and 1 home visit in one price". */
  covers: (tests: number, extras: number, visits: string) =>
    `${tests} tests${extras > 0 ? `, ${extras} extra${extras === 1 ? "" : "s"}` : ""} and ${visits} in one price`,
  included: (visits: string) => `${visits} included`,
};

/** What a list of tests needs, as its page says it (app/domain/test-facts.ts). */
export const testFactWords = {
  /** "Blood culture takes 5-7 days; the other results come within 24 hours." */
  reportDetail: (names: string, count: number, time: string, next: string) =>
    `${names} ${count === 1 ? "takes" : "take"} ${time}; the other results come within ${next}.`,
  /** "At our Green Park centre only". */
  centreOnly: (names: string, count: number) => `At our ${names} centre${count === 1 ? "" : "s"} only`,
  /** A kind of sample inside a sentence ("blood" of "Blood, urine and stool samples"). */
  sampleKindInText: (label: string) => label.toLowerCase(),
  /** The free home samples of a package that mixes them with other tests: "Blood and urine samples". */
  homeSamples: (kinds: string) => `${kinds.charAt(0).toUpperCase()}${kinds.slice(1)} samples`,
};
