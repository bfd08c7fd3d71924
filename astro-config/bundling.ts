import type { AstroUserConfig } from "astro";
import type { Plugin } from "vite";

// How the site's build bundles its scripts and assets (Vite's build settings). A phone pays for each
// script file twice: its bytes and its request (about 1.4 KB of response headers on the local server,
// which Lighthouse counts as the file's weight, and a round trip on a slow network). So the files are
// few: what every page runs is one file, what the lists and cards share another, and an island takes
// the modules only it uses into its own file (docs/decisions/064-fewer-script-files.md).

/**
 * What every page runs, in one file with React's renderer for Astro (the `renderer-url` every island
 * names): React DOM, React, the bundler's and Vite's runtime helpers, the island wrapper, the header bar
 * and the phone bar with what they import, the ways to reach the lab (call, chat, mail), and the plain
 * card box and empty state that islands of every kind use. The phone bar's own forms for the details
 * pages and My Package (phone-bar-*.tsx) are not in it: they load with those pages only.
 */
const SHELL_MODULES = [
  /[\\/]node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/,
  /^\0rolldown[\\/]runtime/,
  /^\0vite[\\/]preload-helper/,
  /[\\/]app[\\/]components[\\/]layout[\\/](?!phone-bar-)/,
  /[\\/]app[\\/]config[\\/]/,
  /[\\/]app[\\/]islands[\\/]island\.tsx/,
  /[\\/]app[\\/]components[\\/]ui[\\/](icon|cx|card|states|my-package-store|storage-store|external-link)\.tsx?/,
  /[\\/]app[\\/]domain[\\/](money|my-package-ids|stored-json|booking|mailto)\.ts/,
  /[\\/]content[\\/]emergency\.ts$/,
];

/**
 * The item card, its buttons and the lists of cards with their notices (and the one "Before you book" box
 * of a section, and a card's View details), which most pages' islands share (Add to Package, the back link, the details pages' phone bar, every list of tests and packages): one
 * file for the pages that have any of them, the Add to Package island's own.
 */
const CARD_MODULES = [
  /[\\/]app[\\/]components[\\/]ui[\\/](button|add-to-package-button|booking-link|item-card|item-list|safety-box|before-you-book|details-link|price|use-search-param)\.tsx?$/,
  /[\\/]app[\\/]domain[\\/](text|catalogue-search)\.ts$/,
  /[\\/]app[\\/]islands[\\/]add-to-package\.tsx$/,
];

/**
 * Modules that two or three islands share, each kept in one island's file (the others import it from
 * there) rather than in a file of a few hundred bytes of its own.
 */
const ISLAND_FILES = [
  // The filter bar: the blog's filtered cards, the gallery and the press page.
  { name: "filtered-cards", modules: /[\\/]app[\\/](components[\\/]ui[\\/]filter-bar|islands[\\/]filtered-cards)\.tsx$/ },
  // My Package's booking store: its list and its phone bar, on the one page that has both.
  { name: "package-phone-bar", modules: /[\\/]app[\\/](components[\\/]ui[\\/]package-booking\.ts|islands[\\/]package-phone-bar\.tsx)$/ },
];

/** The three forms' submit flow and their words (the contact form, the newsletter, the call-back form). */
const FORM_MODULES = /[\\/](app[\\/]components[\\/]forms[\\/]use-submit-flow|content[\\/]form-copy)\.ts$/;

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
      // A group that holds an island's (or the renderer's) own module becomes that entry's file, the
      // group's name unused (islandEntriesTakeModules below).
      codeSplitting: {
        groups: [
          { name: "shell", test: (id: string) => SHELL_MODULES.some((pattern) => pattern.test(id)), priority: 10 },
          { name: "cards", test: (id: string) => CARD_MODULES.some((pattern) => pattern.test(id)), priority: 5 },
          ...ISLAND_FILES.map(({ name, modules }) => ({ name, test: modules, priority: 4 })),
          { name: "forms", test: FORM_MODULES, priority: 4 },
        ],
      },
    },
  },
} satisfies NonNullable<NonNullable<AstroUserConfig["vite"]>["build"]>;

/**
 * Lets an island's file (and the renderer's) hold more than the island: Astro builds the browser's
 * scripts with `preserveEntrySignatures: "exports-only"`, under which an entry whose module sits in a
 * shared file becomes a file of its own that only re-exports it: a request for some 80 bytes. With
 * "allow-extension" the shared file is the entry's own file, with more exports than the island's
 * `default`, which Astro never reads.
 */
export function islandEntriesTakeModules(): Plugin {
  return {
    name: "island-entries-take-modules",
    configEnvironment(name, config) {
      if (name !== "client") return;
      const rolldownOptions = config.build?.rolldownOptions;
      if (rolldownOptions) rolldownOptions.preserveEntrySignatures = "allow-extension";
    },
  };
}
