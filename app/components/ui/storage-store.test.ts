// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { storageStore } from "./storage-store.ts";

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe("storageStore", () => {
  it("keeps the string in localStorage, removes it with null, and tells each subscriber once a write", () => {
    const store = storageStore("test-key");
    const heard = vi.fn();
    const stop = store.subscribe(heard);
    store.write('{"v":1}');
    expect(window.localStorage.getItem("test-key")).toBe('{"v":1}');
    expect(store.read()).toBe('{"v":1}');
    store.write(null);
    expect(window.localStorage.getItem("test-key")).toBeNull();
    expect(store.read()).toBeNull();
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
    store.write("x");
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it("hears another tab's change to its key, and to all keys at once, but not to another key", () => {
    const store = storageStore("test-key");
    const heard = vi.fn();
    const stop = store.subscribe(heard);
    window.dispatchEvent(new StorageEvent("storage", { key: "other-key" }));
    expect(heard).toHaveBeenCalledTimes(0);
    window.dispatchEvent(new StorageEvent("storage", { key: "test-key" }));
    window.dispatchEvent(new StorageEvent("storage", { key: null }));
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
  });

  it("keeps the string in memory for the page when the browser refuses storage", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    });
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    const store = storageStore("test-key");
    store.write("kept");
    expect(store.read()).toBe("kept");
  });

  it("reads through the parser again only when the string changed", () => {
    const store = storageStore("test-key");
    const parse = vi.fn((raw: string | null) => [raw]);
    const snapshot = store.select(parse);
    const first = snapshot();
    expect(snapshot()).toBe(first);
    expect(parse).toHaveBeenCalledTimes(1);
    store.write("a");
    expect(snapshot()).toEqual(["a"]);
    expect(parse).toHaveBeenCalledTimes(2);
  });
});
