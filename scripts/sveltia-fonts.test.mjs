// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { withoutCdnFontFaces } from "./sveltia-fonts.mjs";

/** The module the editor's build bundles (the package's entry, `@sveltia/cms` → npm/index.js). */
const sveltiaModule = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../node_modules/@sveltia/cms/npm/index.js");

describe("withoutCdnFontFaces", () => {
  it("takes the three CDN font declarations out of the pinned Sveltia, and nothing else", () => {
    const code = readFileSync(sveltiaModule, "utf8");
    const result = withoutCdnFontFaces(code);
    expect(result).not.toContain("cdn.jsdelivr.net");
    // Its own files of the same fonts, which it registers when it starts, are still named.
    for (const file of ["source-sans-3-latin-wght-normal", "noto-mono-latin-400-normal", "material-symbols-outlined-latin-wght-normal"])
      expect(result, file).toContain(`assets/${file}-`);
    // The icons' class keeps the icon font.
    expect(result).toContain(".material-symbols-outlined {");
    expect(code.length - result.length).toBeGreaterThan(900);
    expect(code.length - result.length).toBeLessThan(2000);
  });

  it("stops the build when an upgrade declares other fonts on the CDN", () => {
    const face = (family) =>
      `@font-face {font-family:'${family}';src:url(https://cdn.jsdelivr.net/fontsource/fonts/${family}@5/latin.woff2)}`;
    expect(() => withoutCdnFontFaces([face("a"), face("b")].join(""))).toThrow(/declares 2 fonts on the CDN, not the 3/);
    expect(withoutCdnFontFaces(`x${face("a")}y${face("b")}z${face("c")}`)).toBe("xyz");
  });
});
