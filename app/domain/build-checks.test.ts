import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentProblems, editorBuildProblems, englishContentFiles, unconfirmedLabFacts } from "./build-checks.ts";

const real = {
  VITE_SITE_URL: "https://www.lab.in",
  VITE_SUPPORT_PHONE: "+91 11 4000 1234",
  VITE_GENERAL_EMAIL: "care@lab.in",
  VITE_NABL_CERTIFICATE: "MC-2216",
  VITE_CHAT_LINK: "https://wa.me/911140001234",
  VITE_CONTACT_RECIPIENT: "care@lab.in",
  VITE_FORM_RELAY_URL: "https://forms.lab.in/contact",
  VITE_EDITOR_ORIGIN: "https://editor.lab.in",
};

describe("the build's content checks", () => {
  it("let a local build with the fictional settings through", () => {
    expect(contentProblems({ environment: {}, settings: {} })).toEqual([]);
  });

  it("stop a release build on the placeholders, in one line", () => {
    const problems = contentProblems({ environment: { CF_PAGES: "1" }, settings: {} });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^Release build refused: placeholder settings .*VITE_NABL_CERTIFICATE \(MC-XXXX\)/);
    expect(contentProblems({ environment: { RELEASE: "1" }, settings: real })).toEqual([]);
  });

  it("stop a release build on a lab policy the lab has not confirmed, naming each, and let a local build show it", () => {
    const files = {
      "content/en/faqs/new-sample.json": { question: "What if my sample has to be taken again?", confirmedByLab: false },
      "content/en/faqs/reports.json": { question: "When will I get my report?", confirmedByLab: true },
      "content/en/centre-settings.json": { homeVisitCharge: { amount: 300, confirmedByLab: false }, areas: [{ confirmedByLab: false }] },
    };
    const unconfirmed = unconfirmedLabFacts(files);
    expect(unconfirmed).toEqual([
      "content/en/faqs/new-sample.json (confirmedByLab)",
      "content/en/centre-settings.json (homeVisitCharge.confirmedByLab)",
      "content/en/centre-settings.json (areas[0].confirmedByLab)",
    ]);
    expect(contentProblems({ environment: { RELEASE: "1" }, settings: real, unconfirmedLabFacts: () => unconfirmed.slice(0, 1) })).toEqual([
      'Release build refused: lab policies not yet confirmed by the lab: content/en/faqs/new-sample.json (confirmedByLab); once the lab confirms each, tick "Confirmed by the lab" (set "confirmedByLab": true) (docs/content-review.md rule 10).',
    ]);
    expect(contentProblems({ environment: {}, settings: real, unconfirmedLabFacts: () => unconfirmed })).toEqual([]);
  });

  it("find the unconfirmed lab policies in today's content, the answers about a result, a new sample and a prescription among them", () => {
    const found = unconfirmedLabFacts(englishContentFiles(path.resolve(__dirname, "../..")));
    expect(found).toEqual(
      expect.arrayContaining([
        "content/en/faqs/do-i-need-a-prescription-or-an-id.json (confirmedByLab)",
        "content/en/faqs/what-if-my-result-is-abnormal.json (confirmedByLab)",
        "content/en/faqs/what-if-my-sample-must-be-taken-again.json (confirmedByLab)",
      ]),
    );
  });

  it("stop a release build of only some routes", () => {
    expect(contentProblems({ environment: { RELEASE: "1", SITE_BUILD_ROUTES: "/blog" }, settings: real })).toEqual([
      "Release build refused: SITE_BUILD_ROUTES builds only some pages; unset it.",
    ]);
  });

  it("stop any build whose form relay is not an https: address, saying so", () => {
    for (const url of ["http://forms.lab.in/contact", "http://127.0.0.1:8080/relay", "ftp://forms.lab.in/x", "forms.lab.in/contact"]) {
      expect(contentProblems({ environment: {}, settings: { VITE_FORM_RELAY_URL: url } })).toEqual([
        `Build refused: VITE_FORM_RELAY_URL must be an https:// address (the relay receives visitors' names, phone numbers and messages), but it is "${url}" (docs/mail-and-relay.md).`,
      ]);
    }
    expect(contentProblems({ environment: {}, settings: { VITE_FORM_RELAY_URL: "https://forms.lab.in/contact" } })).toEqual([]);
  });

  it("stop any build whose form relay address holds a user name or password, without repeating it", () => {
    const refusal =
      "Build refused: VITE_FORM_RELAY_URL must not hold a user name or password (every page shows the address, and browsers refuse to send to one); give the relay form's own address (docs/mail-and-relay.md).";
    const urls = ["https://lab:s3cret@forms.lab.in/contact", "https://lab@forms.lab.in/contact", "https://:s3cret@forms.lab.in/contact"];
    expect(urls).toHaveLength(3);
    for (const url of urls) expect(contentProblems({ environment: {}, settings: { VITE_FORM_RELAY_URL: url } })).toEqual([refusal]);
  });

  it("stop a release build of the editor on its placeholders, and let a local one through", () => {
    expect(editorBuildProblems({ environment: {}, settings: {} })).toEqual([]);
    expect(
      editorBuildProblems({
        environment: { CF_PAGES: "1" },
        settings: { VITE_SITE_URL: "https://www.lab.in", VITE_EDITOR_AUTH_URL: "https://auth.lab.in" },
      }),
    ).toEqual([]);
    expect(editorBuildProblems({ environment: { CF_PAGES: "1" }, settings: { VITE_SITE_URL: "https://www.lab.in" } })).toEqual([
      "Release build refused: placeholder settings VITE_EDITOR_AUTH_URL (https://auth.healthplus-diagnostics.example); set the real values (docs/configuration.md).",
    ]);
  });
});
