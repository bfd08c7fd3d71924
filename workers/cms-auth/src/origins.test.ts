import { allowedOriginsOf, openerOrigin } from "./origins.ts";

describe("allowedOriginsOf", () => {
  it("takes exact origins, several separated by commas", () => {
    expect(allowedOriginsOf("https://editor.lab.example")).toEqual(["https://editor.lab.example"]);
    expect(allowedOriginsOf(" https://editor.lab.example , https://lab-editor.pages.dev ")).toEqual([
      "https://editor.lab.example",
      "https://lab-editor.pages.dev",
    ]);
    expect(allowedOriginsOf("https://editor.lab.example:8443")).toEqual(["https://editor.lab.example:8443"]);
    // Plain http only on this machine (the tests' fake editor).
    expect(allowedOriginsOf("http://127.0.0.1:4321")).toEqual(["http://127.0.0.1:4321"]);
  });

  it("refuses the whole setting when an entry is not exactly an origin", () => {
    for (const setting of [
      undefined,
      "",
      "https://*.lab-editor.pages.dev",
      "https://editor.lab.example/",
      "https://editor.lab.example/admin",
      "https://Editor.Lab.example",
      "editor.lab.example",
      "http://editor.lab.example",
      "https://editor.lab.example, *",
    ]) {
      expect(allowedOriginsOf(setting), String(setting)).toBeNull();
    }
  });
});

describe("openerOrigin", () => {
  const allowed = ["https://www.site.example", "https://x.pages.dev"];

  it("is the Referer's origin when that origin is allowed exactly", () => {
    expect(openerOrigin("https://www.site.example/", "www.site.example", allowed)).toBe("https://www.site.example");
    expect(openerOrigin("https://x.pages.dev/#/collections", null, allowed)).toBe("https://x.pages.dev");
  });

  it("refuses look-alikes: a longer host, a deeper subdomain, another scheme or port", () => {
    const lookAlikes = [
      "https://www.site.example.evil.com/",
      "https://a.b.x.pages.dev/",
      "https://evilx.pages.dev/",
      "http://www.site.example/",
      "https://www.site.example:8443/",
      "not a url",
    ];
    expect(lookAlikes).toHaveLength(6);
    for (const referer of lookAlikes) expect(openerOrigin(referer, "www.site.example", allowed), referer).toBeNull();
  });

  it("without a Referer, is the one allowed origin whose host is site_id", () => {
    expect(openerOrigin(null, "www.site.example", allowed)).toBe("https://www.site.example");
    expect(openerOrigin(null, "www.site.example.evil.com", allowed)).toBeNull();
    expect(openerOrigin(null, "a.b.x.pages.dev", allowed)).toBeNull();
    expect(openerOrigin(null, null, allowed)).toBeNull();
    // Two allowed origins on one host: site_id cannot say which.
    expect(openerOrigin(null, "127.0.0.1", ["http://127.0.0.1:1", "http://127.0.0.1:2"])).toBeNull();
  });
});
