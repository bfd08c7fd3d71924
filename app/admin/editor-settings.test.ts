import { editorSettingsFrom } from "~/config/site";
import { editorBackend, editorBranding, siteStylesOf } from "./editor-settings";

describe("editorBackend", () => {
  it("proposes every save as a pull request to the configured repository, signing in through the worker", () => {
    const settings = editorSettingsFrom({ VITE_EDITOR_REPO: "lab/site", VITE_EDITOR_BRANCH: "live", VITE_EDITOR_AUTH_URL: "https://auth.lab.example" });
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
      backend: "github",
      repo: "healthplus-diagnostics/site",
      branch: "main",
      authUrl: "https://auth.healthplus-diagnostics.example",
    });
  });
});

describe("siteStylesOf", () => {
  it("reads the stylesheets the build named, and nothing else", () => {
    expect(siteStylesOf("/assets/a.css /assets/b.css")).toEqual(["/assets/a.css", "/assets/b.css"]);
    expect(siteStylesOf("")).toEqual([]);
    expect(siteStylesOf(null)).toEqual([]);
    expect(siteStylesOf("https://cdn.example/x.css")).toEqual([]);
  });
});

describe("editorBranding", () => {
  it("names the lab, shows its logo and links to its site", () => {
    expect(editorBranding({ brandName: "Lab Plus", siteUrl: "https://www.lab.example" })).toEqual({
      app_title: "Lab Plus content editor",
      logo_url: "/logo.png",
      site_url: "https://www.lab.example",
    });
  });
});
