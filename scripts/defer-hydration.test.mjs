// @vitest-environment node
import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration.mjs";

// The shape React Router 7.18 writes into every pre-rendered page.
const page = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/><link rel="modulepreload" href="/assets/home-4.js"/></head><body><main>Hello</main><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-4.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

describe("deferHydration", () => {
  const out = deferHydration(page);
  const boot = /<script type="module">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? "";

  it("keeps the module preloads in the head at low priority, after the stylesheet", () => {
    expect(out).toContain('<link rel="modulepreload" href="/assets/manifest-1.js" fetchpriority="low"/>');
    expect(out.match(/rel="modulepreload"/g)).toHaveLength(4);
    expect(out.match(/fetchpriority="low"/g)).toHaveLength(4);
    expect(out.indexOf('rel="stylesheet"')).toBeLessThan(out.indexOf('rel="modulepreload"'));
  });

  it("puts the pre-hydration script last in the head, after everything React rendered there", () => {
    // Hydration pairs React's inline head scripts (the JSON-LD) with the page's in order; one of ours
    // before them would be taken for theirs.
    expect(out).toMatch(/fetchpriority="low"\/><script>\(\(\) => \{[^]*window\.__preHydration[^]*<\/script><\/head><body>/);
  });

  it("waits for the first contentful paint, then imports the same modules in order", () => {
    expect(boot).toMatch(/^\/\* deferred hydration[^\n]*\*\/\nawait new Promise\(\(resolve\) => \{/);
    expect(boot).toContain('observe({ type: "paint", buffered: true })');
    expect(boot.indexOf('performance.mark("hydration-start")')).toBeLessThan(boot.indexOf("await import("));
    const order = ["manifest-1", "route0 = await import(\"/assets/root-3", "route1 = await import(\"/assets/home-4", "window.__reactRouterRouteModules", 'import("/assets/entry.client-2.js")'];
    const positions = order.map((s) => boot.indexOf(s));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(boot).not.toMatch(/^import /m);
  });

  it("waits for the contentful paint, not the first paint of a background", async () => {
    // The wait as the page runs it, with a browser that reports "first-paint" first, then
    // "first-contentful-paint" (the order Chromium uses when a background paints before the text).
    const wait = boot.slice(boot.indexOf("await new Promise"), boot.indexOf('performance.mark("hydration-start")'));
    const observers = [];
    class FakeObserver {
      constructor(callback) { this.callback = callback; observers.push(this); }
      observe() {}
      disconnect() { this.disconnected = true; }
      deliver(name) { this.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, this); }
    }
    const browser = {
      document: { visibilityState: "visible" },
      performance: { getEntriesByName: () => [] },
      PerformanceObserver: FakeObserver,
      requestAnimationFrame: () => {},
      setTimeout: (fn, ms) => (ms === 0 ? queueMicrotask(fn) : undefined), // the 2.5 s cap never comes
    };
    let started = false;
    const run = new Function(...Object.keys(browser), `return (async () => { ${wait} })();`)(...Object.values(browser));
    void run.then(() => (started = true));
    expect(observers).toHaveLength(1);
    const [observer] = observers;
    observer.deliver("first-paint");
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(started).toBe(false);
    observer.deliver("first-contentful-paint");
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(started).toBe(true);
    expect(observer.disconnected).toBe(true);
  });

  it("keeps everything else and is idempotent", () => {
    expect(out).toContain("<main>Hello</main><script>window.__reactRouterContext = {};</script>");
    expect(deferHydration(out)).toBe(out);
  });

  it("fails loudly when React Router's output changes shape", () => {
    expect(() => deferHydration("<html><head><meta charSet=\"utf-8\"/></head><body>no bootstrap</body></html>")).toThrow(/no React Router module bootstrap/);
    expect(() => deferHydration(page.replace('import * as route0 from "/assets/root-3.js";', 'import { x } from "/assets/root-3.js";'))).toThrow(/unexpected import/);
  });
});
