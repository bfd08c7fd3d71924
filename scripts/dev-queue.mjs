// The content compile of `npm run dev` (scripts/dev.mjs) runs on changes, not on every one: an editor's save
// is often several file events, and a compile takes a second or two.

/**
 * A queue of one task: `request()` runs `task` once no request has come for `delayMs`; never two at once; a
 * request while it runs makes it run once more after, however many came.
 * @param {() => Promise<unknown>} task
 * @param {{ delayMs?: number, onError?: (error: unknown) => void }} [options] `onError` gets what a run threw.
 */
export function createCompileQueue(task, { delayMs = 200, onError = (error) => console.error(error) } = {}) {
  let timer;
  let running;
  let requestedWhileRunning = false;

  function start() {
    timer = undefined;
    if (running) {
      requestedWhileRunning = true;
      return;
    }
    running = (async () => {
      try {
        await task();
      } catch (error) {
        onError(error);
      } finally {
        running = undefined;
        if (requestedWhileRunning) {
          requestedWhileRunning = false;
          request();
        }
      }
    })();
  }

  function request() {
    clearTimeout(timer);
    timer = setTimeout(start, delayMs);
  }

  return {
    request,
    /** No more runs: what is waiting is dropped (a run under way finishes). */
    stop() {
      clearTimeout(timer);
      timer = undefined;
      requestedWhileRunning = false;
    },
  };
}
