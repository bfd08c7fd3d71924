import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createCompileQueue } from "./dev-queue.mjs";

/** A task whose runs are counted and each held open until `finish()` is called. */
function heldTask() {
  const state = { started: 0, finished: 0, running: 0, mostAtOnce: 0, finishers: [] };
  state.task = () =>
    new Promise((resolve) => {
      state.started += 1;
      state.running += 1;
      state.mostAtOnce = Math.max(state.mostAtOnce, state.running);
      state.finishers.push(() => {
        state.running -= 1;
        state.finished += 1;
        resolve();
      });
    });
  state.finish = async () => {
    state.finishers.shift()();
    // Let the queue's `finally` run.
    await vi.advanceTimersByTimeAsync(0);
  };
  return state;
}

describe("the dev content compile queue", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs once for a burst of requests, 200 ms after the last of them", async () => {
    const runs = heldTask();
    const queue = createCompileQueue(runs.task, { delayMs: 200 });
    queue.request();
    await vi.advanceTimersByTimeAsync(150);
    queue.request();
    await vi.advanceTimersByTimeAsync(150);
    queue.request();
    await vi.advanceTimersByTimeAsync(199);
    expect(runs.started).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs.started).toBe(1);
    await runs.finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs.started).toBe(1);
  });

  it("never runs two at once, and runs once more after a run that requests came during", async () => {
    const runs = heldTask();
    const queue = createCompileQueue(runs.task, { delayMs: 200 });
    queue.request();
    await vi.advanceTimersByTimeAsync(200);
    expect(runs.started).toBe(1);
    queue.request();
    await vi.advanceTimersByTimeAsync(500);
    queue.request();
    queue.request();
    await vi.advanceTimersByTimeAsync(500);
    expect(runs.started).toBe(1);
    await runs.finish();
    await vi.advanceTimersByTimeAsync(199);
    expect(runs.started).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs.started).toBe(2);
    await runs.finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs.started).toBe(2);
    expect(runs.finished).toBe(2);
    expect(runs.mostAtOnce).toBe(1);
  });

  it("hands what a run threw to onError, and runs again on the next request", async () => {
    let calls = 0;
    const errors = [];
    const queue = createCompileQueue(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error("the compiler threw");
      },
      { delayMs: 100, onError: (error) => errors.push(error.message) },
    );
    const unhandled = [];
    const onUnhandled = (reason) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    queue.request();
    await vi.advanceTimersByTimeAsync(100);
    queue.request();
    await vi.advanceTimersByTimeAsync(100);
    process.off("unhandledRejection", onUnhandled);
    expect(calls).toBe(2);
    expect(errors).toEqual(["the compiler threw"]);
    expect(unhandled).toEqual([]);
  });

  it("drops what waits when stopped", async () => {
    const runs = heldTask();
    const queue = createCompileQueue(runs.task, { delayMs: 200 });
    queue.request();
    await vi.advanceTimersByTimeAsync(200);
    queue.request();
    queue.stop();
    await runs.finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs.started).toBe(1);
    queue.request();
    queue.stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs.started).toBe(1);
  });
});
