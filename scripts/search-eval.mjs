// `npm run search:eval`: runs the judged queries of tests/search/queries.ts against the site search
// index and prints the share with a right item in the top 3 and the noise count (unwanted items in the
// top 5), then every query that missed. tests/search/search-eval.test.ts holds the same figures
// (≥ 95%, no noise) in `npm test`. Exits 1 below that.
//   node scripts/search-eval.mjs [--all]      --all also lists each query's top 5
import { runnerImport } from "vite";

const config = { configFile: false, logLevel: "error", resolve: { tsconfigPaths: true } };
const load = async (path) => (await runnerImport(path, config)).module;

const [{ judgedQueries }, { evaluate }, { searchIndex }, { siteSearchIndex }, { ignoredQuerySuffixes }] = await Promise.all([
  load("./tests/search/queries.ts"),
  load("./tests/search/evaluate.ts"),
  load("./app/domain/search.ts"),
  load("./app/domain/site-search-index.ts"),
  load("./app/content/search-terms.ts"),
]);

const evaluation = evaluate(judgedQueries, (query) => searchIndex(siteSearchIndex, query, { ignoredSuffixes: ignoredQuerySuffixes }));
const percent = (evaluation.share * 100).toFixed(1);
const showAll = process.argv.includes("--all");
for (const result of evaluation.results) {
  if (showAll || !result.right || result.noise.length > 0) {
    const flags = [!result.right && "MISS", result.noise.length > 0 && `NOISE ${result.noise.join(", ")}`].filter(Boolean);
    console.log(`${flags.join(" ").padEnd(12)} ${JSON.stringify(result.query).padEnd(26)} → ${result.top5.join(", ") || "(nothing)"}`);
  }
}
console.log(`\nIndex: ${siteSearchIndex.length} items. Judged queries: ${evaluation.total}.`);
console.log(`Right item in the top 3: ${evaluation.right}/${evaluation.total} = ${percent}%`);
console.log(`Noise (unwanted items in the top 5): ${evaluation.noise}`);
process.exit(evaluation.share >= 0.95 && evaluation.noise === 0 ? 0 : 1);
