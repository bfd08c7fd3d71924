import { describe, expect, it } from "vitest";
import { emergencySymptoms, insulinAdvice, medicinesAdvice } from "#content/safety-advice.ts";
import { testingSites } from "#content/testing-sites.ts";
import { downloadGuides } from "./download-guides.ts";

const guides = downloadGuides({ nablCertificate: "MC-1234" });
const textOf = (file: string) => {
  const guide = guides.find((g) => g.file === file);
  return guide ? [guide.intro, ...guide.sections.flatMap((s) => [s.heading, ...s.items]), ...guide.footer].join(" ") : "";
};

describe("downloadable guides: safety texts", () => {
  it("gives the full emergency line in the guides that have one", () => {
    expect(emergencySymptoms).toBe(
      "Call 112 or go to the nearest emergency department for chest pain, severe breathlessness, a fit, sudden weakness or numbness on one side, heavy bleeding, vomiting blood or black stools, severe belly pain, high sugar with vomiting or drowsiness, sudden confusion, pain or bleeding in early pregnancy, a fever in a baby under 3 months, or a newborn who is yellow and very sleepy or not feeding well. Do not wait for a test.",
    );
    expect(textOf("test-preparation-guide.pdf")).toContain(emergencySymptoms);
    expect(textOf("home-collection-checklist.pdf")).toContain(emergencySymptoms);
  });

  it("puts the insulin warning and the medicines rule in every guide that asks for a fast", () => {
    const fasting = guides.filter((guide) => /fasting|a fast\b/i.test(textOf(guide.file)));
    expect(fasting.length).toBeGreaterThanOrEqual(2);
    for (const guide of fasting) {
      const text = textOf(guide.file);
      expect(text, guide.file).toContain(insulinAdvice);
      expect(text, guide.file).toContain(medicinesAdvice);
    }
    expect(textOf("home-collection-checklist.pdf")).toContain(insulinAdvice);
  });

  it("says where samples are tested in the words of content/testing-sites.ts", () => {
    expect(textOf("home-collection-checklist.pdf")).toContain(testingSites.sentence);
  });

  it("does not say every report is signed by a pathologist", () => {
    expect(textOf("understanding-your-report.pdf")).toContain(
      "every laboratory report is checked and signed by a pathologist before release; X-rays and recordings by the relevant specialist.",
    );
  });
});
