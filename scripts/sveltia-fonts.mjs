// The editor's fonts from its own origin (docs/decisions/028-editor-on-its-own-origin.md). Sveltia CMS
// ships its three fonts in its npm package (Source Sans 3, Noto Mono and its icon font, Material
// Symbols Outlined: `@sveltia/cms/npm/assets/*.woff2`) and registers them from there with the
// FontFace API when it starts; the bundle serves them from /assets/ of the editor's build. Its
// stylesheet also declares the same three faces with copies on a public CDN (cdn.jsdelivr.net),
// which the editor's policy (`font-src 'self'`) refuses: each refusal is a console error, and a face
// that failed makes `document.fonts.check()` say the icon font is not there. This Vite plugin takes
// those three CDN declarations out of Sveltia's module, so only the package's own files are named.
// Sveltia is pinned exactly (decision 023); an upgrade that changes them stops the build here.

const SVELTIA_MODULE = /[\\/]@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/;
const CDN_FONT_FACE = /@font-face \{[^{}]*https:\/\/cdn\.jsdelivr\.net\/fontsource\/[^{}]*\}/g;
/** Source Sans 3, Noto Mono, Material Symbols Outlined. */
export const CDN_FONT_FACES = 3;

/** Sveltia's module without its CDN font declarations; an error when it does not have exactly the three. */
export function withoutCdnFontFaces(code) {
  const found = code.match(CDN_FONT_FACE) ?? [];
  if (found.length !== CDN_FONT_FACES) {
    throw new Error(
      `sveltia-fonts: Sveltia's stylesheet declares ${found.length} fonts on the CDN, not the ${CDN_FONT_FACES} this build takes out; ` +
        "check how the upgraded @sveltia/cms loads its fonts (scripts/sveltia-fonts.mjs).",
    );
  }
  return code.replace(CDN_FONT_FACE, "");
}

/** The Vite plugin: applies `withoutCdnFontFaces` to Sveltia's npm module. */
export function sveltiaSelfHostedFonts() {
  return {
    name: "sveltia-self-hosted-fonts",
    transform(code, id) {
      return SVELTIA_MODULE.test(id) ? { code: withoutCdnFontFaces(code), map: null } : null;
    },
  };
}
