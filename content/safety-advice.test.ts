import { describe, expect, it } from "vitest";
import { articles } from "./articles.ts";
import { contactPageCopy, thankYouCopy } from "./contact.ts";
import { corporatePackages } from "./corporate.ts";
import { emergencyHref, emergencyLine } from "./emergency.ts";
import { commitments } from "./home.ts";
import { disclaimer, termsOfService } from "./legal.ts";
import { faqCategories } from "./resources.ts";
import { childFastingAdvice, feverAdvice, insulinAdvice, medicinesAdvice } from "./safety-advice.ts";

const paragraphs = (doc: { sections: { id: string; paragraphs: string[] }[] }, id: string) =>
  doc.sections.find((s) => s.id === id)?.paragraphs.join(" ") ?? "";
const faq = (question: string) => faqCategories.flatMap((c) => c.faqs).find((f) => f.question === question)?.answer ?? "";

describe("rule 2: every place that offers urgent help names 112", () => {
  it("has one emergency number and its link", () => {
    expect(emergencyLine).toBe("For a medical emergency, call 112.");
    expect(emergencyHref).toBe("tel:112");
  });

  it("names 112 on the contact page, the thank-you page and the 24/7 commitment", () => {
    expect(contactPageCopy.intro).toContain("For a medical emergency, call 112.");
    expect(contactPageCopy.help.text).toBe(
      "For urgent questions about a sample collection or a report, reach us straight away. For a medical emergency, call 112; our team cannot give emergency care.",
    );
    expect(thankYouCopy.urgent).toBe(
      "Need help with a booking or report right now? Our support line is open 24/7. For a medical emergency, call 112.",
    );
    expect(commitments.find((c) => c.id === "support-24x7")?.description).toBe(
      "Talk to our care team any time, day or night, about bookings and reports. For a medical emergency, call 112.",
    );
  });

  it("names 112, not a 'local emergency number', in the terms and the disclaimer", () => {
    const expected = "call 112 (India's emergency number) or go to the nearest hospital straight away.";
    expect(paragraphs(termsOfService, "medical-disclaimers")).toContain(`In a medical emergency, ${expected}`);
    expect(paragraphs(disclaimer, "medical")).toContain(`If you think you may have a medical emergency, ${expected}`);
    expect(JSON.stringify([termsOfService, disclaimer])).not.toMatch(/local emergency number/);
  });

  it("gives the full fever advice, with babies, fits, stiff neck, rash and weight-based paracetamol, in the fever article", () => {
    const text = articles.find((a) => a.id === "fever-which-test-which-day")?.content.join(" ") ?? "";
    expect(text).toContain(
      "Fever: when to get help straight away. Call 112 or go to the nearest emergency department if: a baby under 3 months has a temperature of 38 °C or more; a child has a fit, a stiff neck, or a rash that does not fade when you press a glass on it,",
    );
    expect(text).toContain(feverAdvice.whileYouWait);
    expect(text).toContain("give the paracetamol dose for their weight");
  });
});

describe("rule 5: every fasting instruction carries the insulin warning", () => {
  it("warns in every article that asks for a fast", () => {
    // "No fasting needed" (quoted from the test facts) is not a fasting instruction.
    const asksForFast = (text: string) =>
      /fasting|the fast\b/i.test(text.replace(/No fasting (is )?needed|does not need fasting|need no fasting/gi, ""));
    const fasting = articles.filter((a) => asksForFast(a.content.join(" ")));
    expect(fasting.map((a) => a.id)).toEqual(["annual-checkup-after-30", "hba1c-and-prediabetes", "lipid-profile-fasting"]);
    for (const article of fasting) expect(article.content.join(" "), article.id).toContain(insulinAdvice);
  });

  it("answers the fasting FAQ with the packages' fasts and the one medicines rule", () => {
    expect(faq("Which tests need fasting?")).toContain(
      "Some packages ask you to fast for 8 to 12 hours, because of the tests they hold; each package page says how long. If you take insulin or sugar-lowering tablets, see the next question.",
    );
    expect(faq("Should I take my regular medicines before the test?")).toBe(
      `Usually yes. ${medicinesAdvice} ${insulinAdvice} ${childFastingAdvice}`,
    );
  });

  it("gives each corporate package its fast with the warning", () => {
    expect(corporatePackages.length).toBeGreaterThanOrEqual(3);
    for (const pkg of corporatePackages) {
      const text = pkg.preparation.join(" ");
      expect(text, pkg.id).toContain("Fast for 12 hours before the sample; plain water is allowed.");
      expect(text, pkg.id).toContain(insulinAdvice);
    }
  });
});
