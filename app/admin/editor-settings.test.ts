import { editorSettingsFrom } from "#app/config/site.ts";
import { editorBackend, editorBranding } from "./editor-settings.ts";

describe("editorBackend", () => {
  it("proposes every save as a pull request to the configured repository, signing in through the worker", () => {
    const settings = editorSettingsFrom({
      VITE_EDITOR_REPO: "lab/site",
      VITE_EDITOR_BRANCH: "live",
      VITE_EDITOR_AUTH_URL: "https://auth.lab.example",
    });
    expect(editorBackend(settings)).toEqual({
      backend: { name: "github", repo: "lab/site", branch: "live", base_url: "https://auth.lab.example" },
      publish_mode: "editorial_workflow",
    });
  });

  it("saves in the browser's own storage in the browser tests' build", () => {
    expect(editorBackend(editorSettingsFrom({ VITE_EDITOR_BACKEND: "test-repo" }))).toEqual({ backend: { name: "test-repo" } });
  });

  it("defaults to GitHub with fictional placeholders", () => {
    expect(editorSettingsFrom({})).toEqual({
      origin: "https://editor.healthplus-diagnostics.example",
      backend: "github",
      repo: "healthplus-diagnostics/site",
      branch: "main",
      authUrl: "https://auth.healthplus-diagnostics.example",
    });
  });
});

describe("editorSettingsFrom", () => {
  it("reads the editor's own origin, without a path or trailing slash", () => {
    expect(editorSettingsFrom({ VITE_EDITOR_ORIGIN: "https://editor.lab.example/" }).origin).toBe("https://editor.lab.example");
    expect(editorSettingsFrom({ VITE_EDITOR_ORIGIN: "http://127.0.0.1:4321/admin" }).origin).toBe("http://127.0.0.1:4321");
    expect(() => editorSettingsFrom({ VITE_EDITOR_ORIGIN: "editor.lab.example" })).toThrow(/VITE_EDITOR_ORIGIN must look like https:/);
  });
});

describe("editorBranding", () => {
  it("names the lab, shows its logo and links to its site", () => {
    expect(editorBranding({ brandName: "Lab Plus", siteUrl: "https://www.lab.example" }, "/assets/logo.A1.png")).toEqual({
      app_title: "Lab Plus content editor",
      logo_url: "/assets/logo.A1.png",
      site_url: "https://www.lab.example",
    });
  });
});
