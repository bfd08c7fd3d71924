// `npm run search:eval`: runs the judged queries against the site search index, in two sets: the judged
// queries of tests/search/queries.ts and the held-out misspellings of tests/search/held-out-queries.ts
// (written apart from the word lists of content/search-terms.ts). For each set it prints the share
// with a right item in the top 3 and the noise count (unwanted items in the top 5), then every query
// that missed. tests/search/search-eval.test.ts holds the same figures in `npm test` (judged ≥ 95% with
// no noise, held-out ≥ its floor) and each query's best rank against tests/search/query-ranks.json.
// Exits 1 below a floor.
//   node scripts/search-eval.mjs [--all] [--write]
//     --all    also lists each query's top 5 and rank
//     --write  rewrites tests/search/query-ranks.json with the ranks of this run (after a deliberate
//              change to search or its words; say why in the commit)
import { readFileSync, writeFileSync } from "node:fs";
import { runnerImport } from "vite";

const config = { configFile: false, logLevel: "error", resolve: { tsconfigPaths: true } };
const load = async (path) => (await runnerImport(path, config)).module;

const [
  { judgedQueries },
  { heldOutQueries, HELD_OUT_FLOOR },
  { evaluate, rankRegressions },
  { searchIndex },
  { siteSearchIndex },
  { ignoredQuerySuffixes },
] = await Promise.all([
  load("./tests/search/queries.ts"),
  load("./tests/search/held-out-queries.ts"),
  load("./tests/search/evaluate.ts"),
  load("./app/domain/search.ts"),
  load("./app/domain/site-search-index.ts"),
  load("./content/search-terms.ts"),
]);

const RANKS_FILE = "tests/search/query-ranks.json";
const JUDGED_FLOOR = 0.95;
const search = (query) => searchIndex(siteSearchIndex, query, { ignoredSuffixes: ignoredQuerySuffixes });
const showAll = process.argv.includes("--all");

function report(title, evaluation, floor) {
  console.log(`\n${title}`);
  for (const result of evaluation.results) {
    if (showAll || !result.right || result.noise.length > 0) {
      const flags = [!result.right && "MISS", result.noise.length > 0 && `NOISE ${result.noise.join(", ")}`].filter(Boolean);
      const rank = `#${result.rank ?? "-"}`;
      console.log(
        `${flags.join(" ").padEnd(12)} ${rank.padEnd(4)} ${JSON.stringify(result.query).padEnd(26)} → ${result.top5.join(", ") || "(nothing)"}`,
      );
    }
  }
  const percent = (evaluation.share * 100).toFixed(1);
  console.log(`Right item in the top 3: ${evaluation.right}/${evaluation.total} = ${percent}% (floor ${floor * 100}%)`);
  console.log(`Noise (unwanted items in the top 5): ${evaluation.noise}`);
}

const judged = evaluate(judgedQueries, search);
const heldOut = evaluate(heldOutQueries, search);
console.log(`Index: ${siteSearchIndex.length} items.`);
report(`Judged queries (tests/search/queries.ts): ${judged.total}`, judged, JUDGED_FLOOR);
report(`Held-out misspellings (tests/search/held-out-queries.ts): ${heldOut.total}`, heldOut, HELD_OUT_FLOOR);

if (process.argv.includes("--write")) {
  const ranks = (evaluation) => Object.fromEntries(evaluation.results.map((r) => [r.query, r.rank]));
  writeFileSync(RANKS_FILE, `${JSON.stringify({ judged: ranks(judged), heldOut: ranks(heldOut) }, null, 2)}\n`);
  console.log(`\nWrote ${RANKS_FILE}.`);
} else {
  const record = JSON.parse(readFileSync(RANKS_FILE, "utf8"));
  const worse = [...rankRegressions(record.judged, judged), ...rankRegressions(record.heldOut, heldOut)];
  console.log(`\nRanks against ${RANKS_FILE}: ${worse.length === 0 ? "none worse" : `\n  ${worse.join("\n  ")}`}`);
  if (worse.length > 0) process.exitCode = 1;
}

const passed = judged.share >= JUDGED_FLOOR && judged.noise === 0 && heldOut.share >= HELD_OUT_FLOOR && heldOut.noise === 0;
if (!passed) process.exitCode = 1;
