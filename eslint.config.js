import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import astro from "eslint-plugin-astro";
import { importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The layers (docs/structure.md), top to bottom. A layer may import itself and the layers below it,
// never one above: routes → features → components → domain → content → words → config. All are folders
// of app/ but content, the content package at the root (content/, imported as "#content/*"). The islands
// (app/islands/, the components that hydrate in the browser) stand beside routes at the top: they may
// import features and everything below, and nothing imports them but the .astro pages and the page
// shell. The zones hold for the .astro files as for the TypeScript (an .astro file's frontmatter imports).
// The page shell (app/page-shell.astro, the document) sits outside the layers, above them: it imports
// islands, components and routes/page-meta.ts, and only the routes' pages import it (pageShellZone).
const layers = ["routes", "features", "components", "domain", "content", "words", "config"];
const topLayers = ["routes", "islands"];
const folderOf = (layer) => (layer === "content" ? "./content" : `./app/${layer}`);
const layerZones = [
  ...layers.slice(1).map((layer, index) => ({
    target: folderOf(layer),
    from: [...topLayers, ...layers.slice(1, index + 1)].map(folderOf),
    message: `The ${layer} layer may not import from a layer above it (docs/structure.md).`,
  })),
  // The routes' .astro pages place the islands; the rest of routes/ (data, heads) and the islands never
  // import each other.
  {
    target: "./app/routes/**/*.{ts,tsx}",
    from: "./app/islands",
    message: "Routes and islands do not import each other: an .astro page places the islands (docs/structure.md).",
  },
  {
    target: "./app/islands",
    from: "./app/routes",
    message: "Routes and islands do not import each other: an .astro page places the islands (docs/structure.md).",
  },
  {
    // Each island is its own entry point; they share code through features and components, and all
    // wrap their component with island() (app/islands/island.tsx).
    target: "./app/islands/!(*.test).{ts,tsx}",
    from: "./app/islands",
    except: ["./island.tsx"],
    message: "Islands do not import each other: an .astro page places each one (docs/structure.md).",
  },
];
const pageShellZone = {
  target: [...layers.slice(1), "islands"].map(folderOf),
  from: "./app/page-shell.astro",
  message: "Only the routes' pages place the page shell (docs/structure.md).",
};
// Features never import each other: a route composes several.
const featureZones = readdirSync(new URL("./app/features", import.meta.url)).map((feature) => ({
  target: `./app/features/${feature}`,
  from: "./app/features",
  except: [`./${feature}`],
  message: "Features do not import each other; move what both need to components/ or domain/.",
}));
// The content compiler and the collections' definitions run at build time in Node
// (scripts/content-compile.mjs): no page, island or content module imports them, only the schemas' types.
const compilerZone = {
  target: ["./app/**", "./content/*.ts"],
  from: ["./content/compiler/**", "./content/collections/!(*.schema).ts"],
  message: "content/compiler and content/collections are the build's content compiler; pages read content's modules.",
};
// One import style (docs/structure.md): a file of the same folder as "./name.ts", anything else through
// package.json "imports", "#app/…", "#content/…", "#words/…" (and "#scripts/…", "#tests/…", "#astro-config/…", "#public/…").
const oneImportStyle = {
  regex: "^(~/|\\.\\./)",
  message:
    'Import across folders with the "#" form of package.json "imports" ("#app/domain/money.ts", "#content/centres.ts", "#words/labels.ts").',
};
// Test fakes are for tests: production code never imports app/testing.
const testingZone = {
  target: "./app/!(testing)/**/!(*.test).{ts,tsx,astro}",
  from: "./app/testing",
  message: "app/testing holds test fakes; only *.test.* files import it.",
};

export default tseslint.config(
  // build*/: every build folder (build/, build-e2e/, a second build's); .astro/: Astro's generated types.
  { ignores: [".tmp/", "build*/", ".astro/", "node_modules/", "test-results/", "playwright-report/", "bench-results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The .astro page shells: Astro's own rules and the same accessibility rules as the React components.
  ...astro.configs["flat/recommended"],
  ...astro.configs["flat/jsx-a11y-recommended"],
  {
    // With type information: the rules that need types to catch a bug. From the one tsconfig.json, which
    // holds every file: a fifth faster than the project service (26 s against 31 s alone), which looks
    // up each file's own tsconfig. Not the .astro page shells: with them the lint took 75% longer (decision 069),
    // and `astro check` types their frontmatter.
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { project: "./tsconfig.json", tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      // An async event handler in JSX is how React code reads; its own try/catch handles a failure.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/no-unnecessary-type-assertion": "error",
      "@typescript-eslint/no-base-to-string": "error",
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      "@typescript-eslint/switch-exhaustiveness-check": ["error", { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["app/**/*.{ts,tsx,astro}", "content/**/*.ts"],
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })] },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...layerZones, ...featureZones, pageShellZone, testingZone, compilerZone] }],
      "import-x/no-cycle": "error",
    },
  },
  {
    // Imports in one order, so every file's read alike and two branches sort theirs the same way: Node's
    // own, the packages, the project's "#…" imports, then the same folder's "./…", each group alphabetised.
    // Imports with no binding (`import "./app.css"`) stay where they are: their order can matter.
    files: ["**/*.{ts,tsx,js,mjs,mts,astro}"],
    plugins: { "import-x": importX },
    settings: { "import-x/internal-regex": "^#" },
    rules: {
      "import-x/order": [
        "error",
        {
          groups: ["builtin", "external", "internal", ["parent", "sibling", "index"]],
          "newlines-between": "never",
          alphabetize: { order: "asc", caseInsensitive: true },
        },
      ],
    },
  },
  {
    // A file of code reads in one sitting (docs/structure.md: ≤ 250 lines). Counted without blank lines and
    // comments, so a comment that says why never costs room. Not the tests, and not content data:
    // content/search-terms.ts is the patients' word lists, content beside each item (decision 010).
    files: ["app/**/*.{ts,tsx,astro}", "scripts/**/*.{js,mjs,mts,ts}", "content/**/*.ts"],
    ignores: ["**/*.test.*", "content/generated/**", "content/search-terms.ts"],
    rules: { "max-lines": ["error", { max: 250, skipBlankLines: true, skipComments: true }] },
  },
  {
    // A section is labelled by its heading's id from `useId` (or TitledPanel's, or Section's own), never a
    // hand-written id two places must keep matching (docs/decisions/069-house-rules-as-lint-rules.md).
    files: ["**/*.{tsx,astro}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...[
          "JSXAttribute[name.name='aria-labelledby'] > Literal",
          "JSXAttribute[name.name='aria-labelledby'] > JSXExpressionContainer > Literal",
          "JSXAttribute[name.name='aria-labelledby'] > JSXExpressionContainer > TemplateLiteral[expressions.length=0]",
        ].map((selector) => ({
          selector,
          message: "No hand-written aria-labelledby id: take the heading's id from useId, or use TitledPanel or Section.",
        })),
      ],
    },
  },
  {
    // schema-dts is a dev dependency of types only: a value import would put it in the browser bundle.
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [{ name: "schema-dts", allowTypeImports: true, message: "Types only: use `import type { … }`." }] },
      ],
      // `import { type X }` would still leave an empty `import "schema-dts"` behind (verbatimModuleSyntax).
      "@typescript-eslint/no-import-type-side-effects": "error",
    },
  },
  {
    files: ["**/*.{ts,tsx,js,mjs,mts,astro}"],
    rules: { "no-restricted-imports": ["error", { patterns: [oneImportStyle] }] },
  },
  {
    // Domain rules stay free of React (docs/structure.md).
    files: ["app/domain/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            oneImportStyle,
            // A regex: in the gitignore patterns of `group`, a leading "#" starts a comment.
            {
              regex: "^(react|react-dom)(/|$)|^#app/(components|features|islands)/",
              message: "Domain rules stay free of React and the UI.",
            },
          ],
        },
      ],
    },
  },
  {
    // Content data is bundled into the browser; its zod schemas (*.schema.ts) are for the tests. A value
    // import of zod or of a schema module would ship zod, so browser code names them as types only.
    files: ["app/**/*.{ts,tsx}", "content/**/*.ts"],
    // content/compiler/ and content/collections/ are the build's content compiler (Node only;
    // scripts/content-compile.mjs): they validate with zod.
    ignores: ["**/*.test.{ts,tsx}", "app/testing/**", "content/compiler/**", "content/collections/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "schema-dts", allowTypeImports: true, message: "Types only: use `import type { … }`." },
            { name: "zod", allowTypeImports: true, message: "Types only in browser code: use `import type { … }`." },
          ],
          patterns: [
            {
              regex: "\\.schema(\\.ts)?$",
              allowTypeImports: true,
              message: "Schema modules are for tests: browser code imports their types only.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
);
