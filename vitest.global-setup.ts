import { compileAllContent } from "#scripts/content-compile.mjs";

/**
 * Compiles content/ before the unit tests, as the build does, so a test reads the same content as the
 * pages; `npm test` compiles it once for all its steps first and says so with CONTENT_COMPILED=1
 * (scripts/with-test-browsers.mjs --content-compiled).
 */
export default async function setup() {
  if (process.env.CONTENT_COMPILED === "1") return;
  const problem = await compileAllContent();
  if (problem) throw new Error(problem);
}
