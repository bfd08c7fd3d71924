import { describe, expect, it } from "vitest";
import { inDefaultOrder } from "./find-test-order.ts";

describe("find-test default order", () => {
  const entry = (catalogueId: number, name: string) => ({ catalogueId, name });
  const names = (entries: readonly { name: string }[]) => entries.map((e) => e.name);

  it("lists the staff's tests first, in their order, then the rest by name, numbers as numbers", () => {
    const entries = [
      entry(8, "Polysomnography"),
      entry(2, "Lipid Profile"),
      entry(5, "24-hour Holter monitoring"),
      entry(1, "Complete Blood Count (CBC)"),
      entry(9, "ECG"),
      entry(6, "3-hour glucose tolerance"),
      entry(10, "Thyroid Function Test"),
    ];
    expect(names(inDefaultOrder(entries, [1, 10, 2, 777], "en"))).toEqual([
      "Complete Blood Count (CBC)",
      "Thyroid Function Test",
      "Lipid Profile",
      "3-hour glucose tolerance",
      "24-hour Holter monitoring",
      "ECG",
      "Polysomnography",
    ]);
  });

  it("sorts the rest in the page's language (Devanagari before Latin in Hindi), ignoring case, and equal names by number", () => {
    const entries = [entry(4, "विटामिन D"), entry(3, "एचबीए1सी"), entry(7, "ecg"), entry(2, "ECG")];
    expect(inDefaultOrder(entries, [], "hi").map((e) => e.catalogueId)).toEqual([3, 4, 2, 7]);
  });
});
