import { describe, expect, it } from "vitest";
import { parseStoredJson } from "./stored-json.ts";

describe("parseStoredJson", () => {
  it("reads what JSON holds", () => {
    expect(parseStoredJson('{"v":1,"items":["3"]}')).toEqual({ v: 1, items: ["3"] });
    expect(parseStoredJson("[1,2]")).toEqual([1, 2]);
    expect(parseStoredJson("null")).toBeNull();
  });

  it("reads nothing stored, corrupt or hostile text as undefined", () => {
    expect(parseStoredJson(null)).toBeUndefined();
    expect(parseStoredJson("")).toBeUndefined();
    expect(parseStoredJson("{not json")).toBeUndefined();
    expect(parseStoredJson("<script>alert(1)</script>")).toBeUndefined();
  });
});
