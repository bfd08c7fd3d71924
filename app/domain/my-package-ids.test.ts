import { describe, expect, it } from "vitest";
import {
  addId,
  cleanIds,
  MAX_PACKAGE_ITEMS,
  parseShareItems,
  packageIdFromSearchKey,
  parseStoredIds,
  removeId,
  serializeIds,
  shareItemsParam,
} from "./my-package-ids.ts";

describe("stored ids", () => {
  it("round-trips the current format", () => {
    expect(parseStoredIds(serializeIds(["2", "100", "lipid-profile"]))).toEqual(["2", "100", "lipid-profile"]);
  });

  it("repairs an earlier bare array of numbers and strings", () => {
    expect(parseStoredIds('[2, 100, "cbc", 2]')).toEqual(["2", "100", "cbc"]);
  });

  it("drops corrupt, hostile or newer data without throwing", () => {
    for (const raw of [null, "", "{", "null", "42", '"x"', '{"items":"2"}', '{"v":99,"items":["2"]}', "[{}]"]) {
      expect(parseStoredIds(raw), String(raw)).toEqual([]);
    }
    expect(parseStoredIds('["<script>", "../x", "2", "-1", "0", "A"]')).toEqual(["2"]);
  });

  it("keeps at most 30 items", () => {
    const many = Array.from({ length: 45 }, (_, i) => i + 1);
    expect(parseStoredIds(JSON.stringify(many))).toHaveLength(MAX_PACKAGE_ITEMS);
    expect(cleanIds(many.map(String))[29]).toBe("30");
  });
});

describe("add and remove", () => {
  it("adds once, at the end, and removes", () => {
    expect(addId(["2"], "100")).toEqual(["2", "100"]);
    expect(addId(["2"], "2")).toEqual(["2"]);
    expect(removeId(["2", "100"], "2")).toEqual(["100"]);
  });

  it("does not grow past the limit", () => {
    const full = Array.from({ length: MAX_PACKAGE_ITEMS }, (_, i) => String(i + 1));
    expect(addId(full, "999")).toEqual(full);
  });
});

describe("share link", () => {
  it("writes and reads item ids only", () => {
    expect(shareItemsParam(["1", "2", "100", "lipid-profile"])).toBe("1,2,100,lipid-profile");
    expect(parseShareItems("1,2,100")).toEqual({ ids: ["1", "2", "100"], malformed: 0 });
  });

  it("counts malformed parts and ignores empty ones", () => {
    expect(parseShareItems(" 2 ,,<b>,LIPID-PROFILE,2")).toEqual({ ids: ["2", "lipid-profile"], malformed: 1 });
    expect(parseShareItems(null)).toEqual({ ids: [], malformed: 0 });
  });
});

describe("search entries", () => {
  it("map catalogue and department entries to list ids, and nothing else", () => {
    expect(packageIdFromSearchKey("catalogue-2")).toBe("2");
    expect(packageIdFromSearchKey("department-lipid-profile")).toBe("lipid-profile");
    expect(packageIdFromSearchKey("home-service-pft")).toBeNull();
    expect(packageIdFromSearchKey("catalogue-<b>")).toBeNull();
  });
});
