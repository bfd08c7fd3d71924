import { describe, expect, it, vi } from "vitest";
import { clearPackage, onPackageCleared, removePackageItem, setPackageIds, togglePackageItem } from "./my-package-store.ts";

describe("My Package's Clear all", () => {
  it("tells what is kept beside the list (the booking details) to go, and nothing else does", () => {
    const forget = vi.fn();
    const stop = onPackageCleared(forget);
    setPackageIds(["1", "2"]);
    togglePackageItem("3");
    removePackageItem("1");
    setPackageIds([]);
    expect(forget).not.toHaveBeenCalled();

    setPackageIds(["1", "2"]);
    clearPackage();
    expect(forget).toHaveBeenCalledTimes(1);

    stop();
    setPackageIds(["1"]);
    clearPackage();
    expect(forget).toHaveBeenCalledTimes(1);
  });
});
