import { describe, expect, it } from "vitest";
import { contentProblems } from "./build-checks";

const real = {
  VITE_SITE_URL: "https://www.lab.in",
  VITE_SUPPORT_PHONE: "+91 11 4000 1234",
  VITE_GENERAL_EMAIL: "care@lab.in",
  VITE_NABL_CERTIFICATE: "MC-2216",
  VITE_CHAT_LINK: "https://wa.me/911140001234",
  VITE_CONTACT_RECIPIENT: "care@lab.in",
  VITE_FORM_RELAY_URL: "https://forms.lab.in/contact",
};

describe("the build's content checks", () => {
  it("let a local build with the fictional settings through", () => {
    expect(contentProblems({ environment: {}, settings: {}, today: "2026-11-24" })).toEqual([]);
  });

  it("stop a release build on the placeholders, in one line", () => {
    const problems = contentProblems({ environment: { CF_PAGES: "1" }, settings: {}, today: "2026-11-24" });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^Release build refused: placeholder settings .*VITE_NABL_CERTIFICATE \(MC-XXXX\)/);
    expect(contentProblems({ environment: { RELEASE: "1" }, settings: real, today: "2026-11-24" })).toEqual([]);
  });

  it("stop every build once a medical review is overdue, naming each page", () => {
    // The November 2026 review is due again on 24 November 2027.
    expect(contentProblems({ environment: {}, settings: {}, today: "2027-11-24" })).toEqual([]);
    const [message] = contentProblems({ environment: {}, settings: {}, today: "2027-11-25" });
    expect(message).toMatch(/^Medical review overdue on 57 pages;/);
    expect(message).toContain('- app/content/catalogue.ts, test 2 "Lipid Profile": the medical review was due on 2027-11-24.');
    expect(message).toContain('- app/content/services.ts, department "Cardiology": the medical review was due on 2027-11-24.');
  });
});
