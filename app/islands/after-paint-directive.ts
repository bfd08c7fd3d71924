import type { ClientDirective } from "astro";

/**
 * Resolves once the browser has shown the page's first content (the Paint Timing API's
 * "first-contentful-paint"; its "first-paint" may be a bare background). A hidden tab does not paint,
 * so it goes on at once; a browser without the API waits one frame; nothing waits more than 2.5 s.
 */
function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === "hidden" || performance.getEntriesByName("first-contentful-paint").length > 0) {
      resolve();
      return;
    }
    try {
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName("first-contentful-paint").length === 0) return;
        observer.disconnect();
        resolve();
      }).observe({ type: "paint", buffered: true });
    } catch {
      requestAnimationFrame(() => resolve());
    }
    setTimeout(resolve, 2500);
  });
}

/** The islands of the page in document order (Astro starts each island's directive as it is parsed). */
let previous: Promise<void> = Promise.resolve();

/**
 * `client:afterpaint`, the site's one hydration directive (decisions 007 and 021): an island's scripts
 * are fetched as soon as the HTML names them, but React hydrates it only after the first contentful
 * paint, so a phone never paints later for running scripts first (a cached script can arrive before the
 * stylesheet has). The islands then hydrate one per task, in document order, so the header's comes
 * first and a tap on it is answered without waiting for a heavier island below (find-test reading its
 * search index). The page's first island to start marks "hydration-start".
 */
// Astro's type says a directive returns nothing: Astro calls it and does not wait for it. If this island
// fails to hydrate, the `finally` below still lets the next one go.
// eslint-disable-next-line @typescript-eslint/no-misused-promises
const afterPaint: ClientDirective = async (load) => {
  const before = previous;
  let done: () => void = () => {};
  previous = new Promise((resolve) => (done = resolve));
  try {
    const hydrate = await load();
    await firstContentfulPaint();
    await before;
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (performance.getEntriesByName("hydration-start").length === 0) performance.mark("hydration-start");
    await hydrate();
  } finally {
    done();
  }
};

export default afterPaint;
