import { describe, expect, it } from "vitest";
import { editorPlaceholderSettings, isReleaseBuild, placeholderSettings, releaseRefusal } from "./release-guard.ts";

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

describe("the release guard", () => {
  it("knows a build for deployment", () => {
    expect(isReleaseBuild({ RELEASE: "1" })).toBe(true);
    expect(isReleaseBuild({ CF_PAGES: "1" })).toBe(true);
    expect(isReleaseBuild({})).toBe(false);
  });

  it("passes real settings", () => {
    expect(placeholderSettings(real)).toEqual([]);
  });

  it("names every setting left at its fictional default, and any XXXX value", () => {
    expect(placeholderSettings({})).toEqual([
      "VITE_SITE_URL (https://www.healthplus-diagnostics.example)",
      "VITE_SUPPORT_PHONE (+91 98765 43210)",
      "VITE_GENERAL_EMAIL (care@healthplus-diagnostics.example)",
      "VITE_NABL_CERTIFICATE (MC-XXXX)",
      "VITE_CHAT_LINK (https://wa.me/919876543210)",
      "VITE_CONTACT_RECIPIENT (care@healthplus-diagnostics.example)",
      "VITE_FORM_RELAY_URL (https://formrelay.example/f/your-form-id)",
      "VITE_EDITOR_ORIGIN (https://editor.healthplus-diagnostics.example)",
    ]);
    expect(placeholderSettings({ ...real, VITE_BRAND_NAME: "Lab XXXX" })).toEqual(["VITE_BRAND_NAME (Lab XXXX)"]);
    expect(placeholderSettings({ ...real, VITE_NABL_CERTIFICATE: "  " })).toEqual(["VITE_NABL_CERTIFICATE (MC-XXXX)"]);
  });

  it("refuses the head office's address or hours set in one language only", () => {
    expect(placeholderSettings({ ...real, VITE_OPENING_HOURS: "Daily 8 AM to 8 PM" })).toEqual([
      "VITE_OPENING_HOURS_HI (not set, but VITE_OPENING_HOURS is: set both, in English and in Hindi)",
    ]);
    expect(placeholderSettings({ ...real, VITE_HEAD_OFFICE_ADDRESS_HI: "नई दिल्ली" })).toEqual([
      "VITE_HEAD_OFFICE_ADDRESS (not set, but VITE_HEAD_OFFICE_ADDRESS_HI is: set both, in English and in Hindi)",
    ]);
    expect(
      placeholderSettings({ ...real, VITE_OPENING_HOURS: "Daily 8 AM to 8 PM", VITE_OPENING_HOURS_HI: "रोज़ सुबह 8 से रात 8 बजे तक" }),
    ).toEqual([]);
  });

  it("refuses an editor build without its sign-in worker, with the test backend or without the site's address", () => {
    const editor = { VITE_SITE_URL: "https://www.lab.in", VITE_EDITOR_AUTH_URL: "https://auth.lab.in", VITE_EDITOR_REPO: "lab/site" };
    expect(editorPlaceholderSettings(editor)).toEqual([]);
    expect(editorPlaceholderSettings({})).toEqual([
      "VITE_EDITOR_AUTH_URL (https://auth.healthplus-diagnostics.example)",
      "VITE_SITE_URL (https://www.healthplus-diagnostics.example)",
    ]);
    expect(editorPlaceholderSettings({ ...editor, VITE_EDITOR_BACKEND: "test-repo" })).toEqual(["VITE_EDITOR_BACKEND (test-repo)"]);
  });

  it("says so in one line", () => {
    const line = releaseRefusal(["VITE_NABL_CERTIFICATE (MC-XXXX)"]);
    expect(line).toBe(
      "Release build refused: placeholder settings VITE_NABL_CERTIFICATE (MC-XXXX); set the real values (docs/configuration.md).",
    );
    expect(line).not.toContain("\n");
  });
});
