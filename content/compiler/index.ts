// What scripts/content-compile.mjs loads (through Vite, so these TypeScript modules need no build step).
export { collections, locales } from "#content/collections/collections.ts";
export { compileContent } from "./compile.ts";
export { declarationsOf } from "./declarations.ts";
export { collectionOf, medicalChange, medicalEditsWithoutReview } from "./medical-edits.ts";
export { problemLine, problemsMessage, validateFile } from "./problems.ts";
export { parseContentFile } from "./read-files.ts";
export { editorBaseConfig } from "./editor-config.ts";
export { disciplines } from "#content/test-kinds.ts";
