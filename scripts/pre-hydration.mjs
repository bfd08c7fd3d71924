// The pre-hydration script (app/pre-hydration.ts: what it does and why) as every page carries it, inline
// at the top of <head> (app/page-shell.astro), and its hash for the pages' policy (astro-config/security-policy.ts).
// It is written in TypeScript, so ESLint and `npm run typecheck` read it as they read app/; TypeScript's
// own transpiler strips its types and comments here, whenever a build or test loads this module, so the
// inlined text and its hash come from the one source and are the same on every run. "preserve" with
// every file a module emits neither "use strict" nor an `export {}`: the text stays the classic script
// it was written as.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

// From the project's root, where every build and test runs, not beside this module: Astro bundles the
// page shell's imports into a folder of the build's own, where import.meta.url no longer leads to app/.
const sourceFile = path.resolve("app/pre-hydration.ts");

const { outputText, diagnostics = [] } = ts.transpileModule(readFileSync(sourceFile, "utf8"), {
  fileName: sourceFile,
  reportDiagnostics: true,
  compilerOptions: {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.Preserve,
    moduleDetection: ts.ModuleDetectionKind.Force,
    removeComments: true,
  },
});
if (diagnostics.length > 0) {
  throw new Error(
    `${sourceFile}: ${diagnostics.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")).join("; ")}`,
  );
}

/** The script's text, without indentation (it is inlined into every page). */
export const PRE_HYDRATION_SCRIPT = outputText
  .trim()
  .split("\n")
  .map((line) => line.trim())
  .join("\n");

/** Its CSP source: the pages' policy allows exactly this inline script besides Astro's own. */
export const PRE_HYDRATION_SCRIPT_HASH = `sha256-${createHash("sha256").update(PRE_HYDRATION_SCRIPT, "utf8").digest("base64")}`;
