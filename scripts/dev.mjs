// `npm run dev` (docs/decisions/050-dev-server-both-languages.md): compiles the content, starts an `astro dev`
// per language (scripts/dev-server.mjs, each on a free port of its own) and serves them all from one address,
// http://localhost:4321 (PORT, HOST), English at the root and Hindi under /hi (scripts/dev-proxy.mjs). A change
// under content/<locale>/ recompiles the content (scripts/dev-content.mjs), and the dev servers reload the
// pages that read it. Ctrl-C stops everything; a dev server that stops stops dev, with its code.
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { compileForDev, watchContent } from "./dev-content.mjs";
import { createDevProxy } from "./dev-proxy.mjs";
import { createCompileQueue } from "./dev-queue.mjs";
import { freePort } from "./free-port.mjs";
import { DEFAULT_LOCALE, LOCALES } from "./locale-modules.mjs";

const publicPort = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? "localhost";

/** Resolves when the dev server on `port` serves Vite's client under `prefix`, or rejects once its process has gone. */
async function answering(port, prefix, child) {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error("it stopped before it answered");
    const ok = await fetch(`http://127.0.0.1:${port}${prefix}/@vite/client`, { method: "HEAD" }).then(
      () => true,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

if (!(await compileForDev())) process.exit(1);

const children = new Map();
let stopping = false;
const queue = createCompileQueue(() => compileForDev());
const stopWatching = watchContent(() => queue.request());
let proxy;

function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  stopWatching();
  queue.stop();
  proxy?.close();
  const exits = [...children.values()].map(
    (child) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", resolve))),
  );
  for (const child of children.values()) child.kill("SIGTERM");
  // A dev server that does not stop in 5 s is killed.
  const force = setTimeout(() => {
    for (const child of children.values()) child.kill("SIGKILL");
  }, 5000);
  void Promise.all(exits).then(() => {
    clearTimeout(force);
    process.exit(exitCode);
  });
}

process.on("SIGINT", () => stopAll(130));
process.on("SIGTERM", () => stopAll(143));

const ports = {};
for (const locale of LOCALES) {
  const port = await freePort();
  ports[locale] = port;
  const prefixed = locale !== DEFAULT_LOCALE;
  const child = fork(fileURLToPath(new URL("dev-server.mjs", import.meta.url)), [String(port)], {
    env: { ...process.env, SITE_LOCALE: locale, ...(prefixed ? { SITE_LOCALE_BASE: `/${locale}` } : {}) },
  });
  children.set(locale, child);
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`\n[dev] the ${locale} dev server stopped (${signal ?? `exit code ${code}`}); stopping dev.`);
    stopAll(code || 1);
  });
}

try {
  await Promise.all(LOCALES.map((locale) => answering(ports[locale], locale === DEFAULT_LOCALE ? "" : `/${locale}`, children.get(locale))));
} catch {
  // Its exit handler has said which and is stopping dev.
  await new Promise(() => {});
}
proxy = createDevProxy({
  defaultPort: ports[DEFAULT_LOCALE],
  servers: Object.fromEntries(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => [`/${locale}`, ports[locale]])),
});
proxy.on("error", (error) => {
  console.error(`\n[dev] cannot serve on ${host}:${publicPort}: ${error.message}`);
  stopAll(1);
});
proxy.listen(publicPort, host, () => {
  const languages = LOCALES.map((locale) => (locale === DEFAULT_LOCALE ? `${locale} at /` : `${locale} at /${locale}`)).join(", ");
  console.log(
    `\n[dev] the site in both languages: http://${host}:${publicPort}/ (${languages}); content changes are live. Ctrl-C stops.\n`,
  );
});
