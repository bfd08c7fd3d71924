import { compileAllContent } from "./scripts/content-compile.mjs";

/** Compiles content/ before the unit tests, as the build does, so a test reads the same content as the pages. */
export default async function setup() {
  const problem = await compileAllContent();
  if (problem) throw new Error(problem);
}
