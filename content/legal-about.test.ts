import { aboutSchema } from "#content/collections/about.schema.ts";
import { legalDocumentSchema } from "#content/collections/legal.schema.ts";
import { about } from "./about.ts";
import { disclaimer, privacyPolicy, termsOfService, type LegalDocument } from "./legal.ts";

const docs: LegalDocument[] = [privacyPolicy, termsOfService, disclaimer];

/** All text a document prints, section by section. */
function sectionText(doc: LegalDocument): string[] {
  return doc.sections.map((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])].join(" "));
}

function allStrings(doc: LegalDocument): string[] {
  return [doc.title, doc.summary, ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])])];
}

function headingIndex(doc: LegalDocument, pattern: RegExp): number {
  return doc.sections.findIndex((s) => pattern.test(s.heading));
}

/** Asserts each heading pattern matches a section, in the given order. */
function expectTopicsInOrder(doc: LegalDocument, patterns: RegExp[]) {
  const indexes = patterns.map((p) => {
    const i = headingIndex(doc, p);
    expect(i, `${doc.slug}: no section heading matches ${p}`).toBeGreaterThanOrEqual(0);
    return i;
  });
  expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
}

describe("legal documents", () => {
  it.each(docs.map((d) => [d.slug, d] as const))("%s parses with the schema", (_slug, doc) => {
    expect(() => legalDocumentSchema.parse(doc)).not.toThrow();
  });

  it("have the expected slugs, titles and last-updated dates", () => {
    expect([privacyPolicy, termsOfService, disclaimer].map((d) => [d.slug, d.title, d.lastUpdated])).toEqual([
      ["privacy-policy", "Privacy Policy", "14-09-2025"],
      ["terms-of-service", "Terms of Service", "14-09-2025"],
      ["disclaimer", "Disclaimer", "September 13, 2025"],
    ]);
  });

  it.each(docs.map((d) => [d.slug, d] as const))("%s has 8-12 sections with unique ids", (_slug, doc) => {
    expect(doc.sections.length).toBeGreaterThanOrEqual(8);
    expect(doc.sections.length).toBeLessThanOrEqual(12);
    const ids = doc.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(docs.map((d) => [d.slug, d] as const))("%s keeps paragraphs to 1-4 sentences", (_slug, doc) => {
    expect(doc.sections.length).toBeGreaterThanOrEqual(8);
    for (const section of doc.sections) {
      expect(section.paragraphs.length).toBeGreaterThan(0);
      for (const p of section.paragraphs) {
        const sentences = p.split(/[.!?](?:\s+|$)/).filter((s) => s.trim() !== "");
        expect(sentences.length, p).toBeGreaterThanOrEqual(1);
        expect(sentences.length, p).toBeLessThanOrEqual(4);
      }
    }
  });

  it.each(docs.map((d) => [d.slug, d] as const))("%s has no markdown or hardcoded contact details", (_slug, doc) => {
    const strings = allStrings(doc);
    expect(strings.length).toBeGreaterThanOrEqual(18); // title, summary, and at least 8 sections of a heading and a paragraph
    for (const text of strings) {
      expect(text).not.toMatch(/\*\*|__|`|\]\(|^#|^\s*[-*]\s|\n/);
      expect(text).not.toMatch(/@|\+91|\d{5}\s?\d{5}/);
    }
  });

  it.each(docs.map((d) => [d.slug, d] as const))("%s ends with a contact section that defers to appended details", (_slug, doc) => {
    const last = doc.sections.at(-1);
    expect(last?.heading).toMatch(/Contact/);
    expect(last?.paragraphs.join(" ")).toMatch(/details below/);
  });

  it("privacy policy covers every required topic in order", () => {
    expectTopicsInOrder(privacyPolicy, [
      /Information We Collect/,
      /How We Use/,
      /Sharing/,
      /Security/,
      /Cookies/,
      /Your Rights/,
      /Third-Party Links/,
      /Updates/,
      /Contact/,
    ]);
    const text = sectionText(privacyPolicy).join(" ");
    for (const phrase of [
      "Personal details",
      "Medical information",
      "Usage data",
      "Booking and payment details",
      "never sell or rent",
      "Medical professionals",
      "Service providers",
      "Authorities when required by law",
      "Access",
      "Correct or delete",
      "Withdraw consent",
      "Digital Personal Data Protection Act, 2023",
      "Grievance Officer",
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it("terms of service cover every required topic in order", () => {
    expectTopicsInOrder(termsOfService, [
      /Acceptance/,
      /Services/,
      /Eligibility/,
      /Responsibilities/,
      /Account Registration/,
      /Medical Disclaimers/,
      /Payment and Cancellation/,
      /Intellectual Property/,
      /^Privacy$/,
      /Limitation of Liability/,
      /Governing Law/,
      /Contact/,
    ]);
    const text = sectionText(termsOfService).join(" ");
    for (const phrase of [
      "Laboratory tests",
      "Home sample collection in select locations",
      "Health checkup packages",
      "Imaging",
      "Online booking and digital reports",
      "Consultation",
      "at least 18 years old",
      "parent or legal guardian",
      "must not",
      "up to 2 hours before the appointment",
      "within 7-10 business days",
      "/privacy-policy",
      "limited to the cost of that service",
      "laws of India",
      "courts at New Delhi",
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it("disclaimer covers every required topic in order", () => {
    expectTopicsInOrder(disclaimer, [
      /General/,
      /Medical/,
      /Accuracy/,
      /Technology/,
      /Accreditation/,
      /Limitation of Liability/,
      /Regulatory Compliance/,
      /Contact/,
    ]);
    const text = sectionText(disclaimer).join(" ");
    for (const phrase of ["NABL", "NABH", "ISO 15189", "capped at the amount you paid for that service"]) {
      expect(text).toContain(phrase);
    }
  });
});

describe("about content", () => {
  it("parses with the schema", () => {
    expect(() => aboutSchema.parse(about)).not.toThrow();
  });

  it("mentions the founding year and both regions in the intro", () => {
    expect(about.intro).toContain("2004");
    expect(about.intro).toContain("Delhi/NCR");
    expect(about.intro).toContain("Jammu & Kashmir");
    expect(about.intro).toContain("Green Park");
  });

  it("has exactly 4 core values with distinct titles", () => {
    expect(about.coreValues).toHaveLength(4);
    expect(new Set(about.coreValues.map((v) => v.title)).size).toBe(4);
    expect(about.coreValues.map((v) => v.icon)).toEqual(["ShieldCheck", "HeartHandshake", "Microscope", "Clock"]);
  });

  it("has exactly 3 accreditations: NABL, ISO 9001, CAP with their full names (no NABH for a lab)", () => {
    expect(about.accreditations.map((a) => [a.id, a.name])).toEqual([
      ["nabl", "NABL"],
      ["iso-9001", "ISO 9001"],
      ["cap", "CAP"],
    ]);
    const fullNames = Object.fromEntries(about.accreditations.map((a) => [a.id, a.fullName]));
    expect(fullNames.nabl).toBe("National Accreditation Board for Testing and Calibration Laboratories");
    expect(fullNames["iso-9001"]).toContain("Quality Management");
    expect(fullNames.cap).toBe("College of American Pathologists");
  });

  it("has 4-5 milestones in chronological order from 2004 to 2025", () => {
    const years = about.milestones.map((m) => Number(m.year));
    expect(years.length).toBeGreaterThanOrEqual(4);
    expect(years.length).toBeLessThanOrEqual(5);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect(years[0]).toBe(2004);
    expect(years.at(-1)).toBe(2025);
  });

  it("states the site's claims in the stats", () => {
    // No rating: its period ran out more than 12 months before the build (docs/content-review.md, rule 26).
    expect(about.stats.map((s) => s.value)).toEqual(["1500+", "9", "2004"]);
    // Counts carry what was counted and when, and the menu's count says the site lists only some of them.
    expect(about.stats.find((s) => s.value === "1500+")?.label).toBe(
      "Tests on our laboratory's test menu (Nov 2026); this site lists the common ones: ask us for any other",
    );
    // The centre count is the centre list's length, and every centre counted is listed.
    expect(about.stats.find((s) => s.value === "9")?.label).toBe("Centres in Delhi/NCR and Jammu & Kashmir, each listed on Our Centres");
  });

  it("makes no claim of accreditation it cannot back", () => {
    expect(about.mission).toContain("our NABL-accredited central laboratory in Delhi, our regional laboratories in Jammu and Srinagar,");
    expect(about.coreValues[0]?.description).toContain("Each laboratory sample passes 7 checks");
    expect(JSON.stringify(about)).not.toMatch(/accredited laboratories|trust the result/);
  });
});
