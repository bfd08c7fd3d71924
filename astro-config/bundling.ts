import type { AstroUserConfig } from "astro";

// How the site's build bundles its scripts and assets (Vite's build settings).

/**
 * What every page runs, in one chunk: React itself, the header bar and the phone bar with what they import.
 * A dozen files of a few hundred bytes each compress worse, and cost a request each. The phone bar's own
 * forms for the details pages and My Package (phone-bar-*.tsx) are not in it: they load with those pages only.
 */
const SHELL_MODULES = [
  /[\\/]node_modules[\\/](react|scheduler)[\\/]/,
  /^\0rolldown[\\/]runtime/,
  /[\\/]app[\\/]components[\\/]layout[\\/](?!phone-bar-)/,
  /[\\/]app[\\/]config[\\/]/,
  /[\\/]app[\\/]islands[\\/]island\.tsx/,
  /[\\/]app[\\/]components[\\/]ui[\\/](icon|cx|my-package-store|external-link)\.tsx?/,
  /[\\/]app[\\/]domain[\\/](money|my-package-ids|booking)\.ts/,
  /[\\/]content[\\/]emergency\.ts$/,
];

/** A TypeScript module of the site's own: app/ or the content package (content/). */
const PROJECT_MODULE = /[\\/](app|content)[\\/].*\.(ts|tsx)$/;

export const bundling = {
  // A font is never inlined into the stylesheet as a data: URL, however small (the switch's is 2.5 KB):
  // the policy allows fonts from the site only (font-src 'self'), and each page loads only the faces
  // it shows (docs/decisions/033-devanagari-web-font.md).
  assetsInlineLimit: (file: string) => (file.endsWith(".woff2") ? false : undefined),
  rolldownOptions: {
    // The app's and the content package's modules are components, data and pure rules (docs/structure.md): importing one has
    // no side effect, so a module whose exports an island does not use stays out of its scripts
    // (without this, an island that takes one helper from a feature file also loads every chunk
    // that file imports). Stylesheets are the exception.
    treeshake: { moduleSideEffects: (id: string) => !PROJECT_MODULE.test(id) || /[\\/]node_modules[\\/]/.test(id) },
    output: {
      codeSplitting: {
        groups: [
          { name: "shell", test: (id: string) => SHELL_MODULES.some((pattern) => pattern.test(id)), priority: 10 },
          {
            // The plain card box on its own: the gallery's pictures need it and nothing of the cards below
            // (a module of no group would be drawn into the one whose files import it).
            name: "card",
            test: (id: string) => /[\\/]app[\\/]components[\\/]ui[\\/]card\.tsx$/.test(id),
            priority: 6,
          },
          {
            // The parts of a card and its buttons that many islands share (Add to Package, the back
            // link, the lists of cards): one file for the pages that have any of them.
            name: "cards",
            test: (id: string) =>
              /[\\/]app[\\/]components[\\/]ui[\\/](button|add-to-package-button|booking-link|item-card|price|use-search-param)\.tsx?$/.test(
                id,
              ),
            priority: 5,
          },
        ],
      },
    },
  },
} satisfies NonNullable<NonNullable<AstroUserConfig["vite"]>["build"]>;
