// The Vite mode of an `astro build` (`--mode e2e` reads .env.e2e), for the config, which reads the
// VITE_* settings of that mode before Astro does (the CSP's form and connect origins).

/** The value of `--mode` (or `--mode=x`) in the arguments, else "production". */
export function buildModeFromArgs(argv) {
  for (const [index, arg] of argv.entries()) {
    if (arg === "--mode" && argv[index + 1]) return argv[index + 1];
    if (arg.startsWith("--mode=")) return arg.slice("--mode=".length);
  }
  return "production";
}
