// Render first, then hydrate: rewrites the module bootstrap that React Router puts in every pre-rendered
// page so that the page's JavaScript runs only after the first paint (decisions 007 and 008), and puts
// the pre-hydration script (scripts/pre-hydration.mjs) at the end of <head>.
//
// React Router emits, in <head>, one <link rel="modulepreload"> per chunk and, at the end of <body>:
//   <script type="module" async="">import "/assets/manifest-….js";
//   import * as route0 from "/assets/root-….js"; …
//   window.__reactRouterRouteModules = {…};
//   import("/assets/entry.client-….js");</script>
// The HTML is complete without JavaScript, so the scripts must not delay the first paint, yet waiting
// for that paint before even requesting them left a phone on slow 4G dead for ~2 s after it. So the
// preload links stay in <head> but at low fetch priority (the browser fetches them behind the
// stylesheet and the images, in parallel, with no waterfall), and the rewritten bootstrap waits for the
// first contentful paint before it imports the same modules in the same order.

// Finding and parsing that bootstrap in the HTML is scripts/build-html.mjs's job.
import { moduleBootstrap } from "./build-html.mjs";
import { PRE_HYDRATION_SCRIPT } from "./pre-hydration.mjs";

// Resolves once the browser reports the first contentful paint (the Paint Timing API), so the scripts
// never compete with it. Hidden tabs do not paint, so they go on at once; a browser without the API
// waits one frame; and the page never waits more than 2.5 s for a paint.
const WAIT_FOR_PAINT = `await new Promise((resolve) => {
  let started = false;
  const go = () => { if (!started) { started = true; setTimeout(resolve, 0); } };
  if (document.visibilityState === "hidden" || performance.getEntriesByName("first-contentful-paint").length) return go();
  try {
    // The paint entries are "first-paint" (a background may come first) and then "first-contentful-paint":
    // wait for the second, or the scripts can start before any content is on screen.
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      go();
    }).observe({ type: "paint", buffered: true });
  } catch {
    requestAnimationFrame(() => go());
  }
  setTimeout(go, 2500);
});`;

const MARKER = "/* deferred hydration: scripts/defer-hydration.mjs */";

/** The rewritten HTML, or an error when React Router's output no longer has the expected shape. */
export function deferHydration(html) {
  if (html.includes(MARKER)) return html; // already rewritten
  const found = moduleBootstrap(html);
  if (!found) {
    throw new Error("defer-hydration: no React Router module bootstrap found (has its output changed?)");
  }
  const { imports, statements: rest } = found;
  if (imports.length === 0) throw new Error("defer-hydration: the bootstrap has no static imports");

  const code = [
    MARKER,
    WAIT_FOR_PAINT,
    'performance.mark("hydration-start");',
    // Sequential awaits keep the evaluation order of the static imports they replace.
    ...imports.map(({ name, href }) => `${name ? `const ${name} = ` : ""}await import(${JSON.stringify(href)});`),
    ...rest,
  ].join("\n");

  return found.replace(code, { lowPriorityPreloads: true, headScript: PRE_HYDRATION_SCRIPT });
}
