// What scripts/content-compile.mjs loads (through Vite, so these TypeScript modules need no build step).
export { collections, locales } from "./collections";
export { compileContent } from "./compile";
export { declarationsOf } from "./declarations";
export { medicalEditsWithoutReview } from "./medical-edits";
export { problemLine, problemsMessage, validateFile } from "./problems";
export { parseContentFile } from "./read-files";
export { editorBaseConfig } from "./editor-config";
export { disciplines } from "../test-kinds";
