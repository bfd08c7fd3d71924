// @vitest-environment node
import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration.mjs";

// The shape React Router 7.18 writes into every pre-rendered page.
const page = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/><link rel="modulepreload" href="/assets/home-4.js"/></head><body><main>Hello</main><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-4.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

describe("deferHydration", () => {
  const out = deferHydration(page);
  const boot = /<script type="module">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? "";

  it("takes the module preloads out of the head", () => {
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  });

  it("waits for the first contentful paint, then preloads every chunk and imports the same modules in order", () => {
    expect(boot).toMatch(/^\/\* deferred hydration[^\n]*\*\/\nawait new Promise\(\(resolve\) => \{/);
    expect(boot).toContain('observe({ type: "paint", buffered: true })');
    expect(boot.indexOf("modulepreload")).toBeLessThan(boot.indexOf("await import("));
    expect(boot).toContain('["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js","/assets/home-4.js"]');
    const order = ["manifest-1", "route0 = await import(\"/assets/root-3", "route1 = await import(\"/assets/home-4", "window.__reactRouterRouteModules", 'import("/assets/entry.client-2.js")'];
    const positions = order.map((s) => boot.indexOf(s));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(boot).not.toMatch(/^import /m);
  });

  it("keeps everything else and is idempotent", () => {
    expect(out).toContain("<main>Hello</main><script>window.__reactRouterContext = {};</script>");
    expect(deferHydration(out)).toBe(out);
  });

  it("fails loudly when React Router's output changes shape", () => {
    expect(() => deferHydration("<html><body>no bootstrap</body></html>")).toThrow(/no React Router module bootstrap/);
    expect(() => deferHydration(page.replace('import * as route0 from "/assets/root-3.js";', 'import { x } from "/assets/root-3.js";'))).toThrow(/unexpected import/);
  });
});
