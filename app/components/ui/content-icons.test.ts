import { describe, expect, it } from "vitest";
import { corporateBenefits, corporateServices } from "~/content/corporate";
import { homeCareSteps, homeCareWhyChoose, homeServices } from "~/content/home-care";
import { qualityAssurance, serviceCategories } from "~/content/services";
import { isSpriteIcon } from "./icon";

// Content names icons as strings; every name it uses must be drawn by the sprite, not the fallback.
describe("icons named by content", () => {
  it.each([
    ["corporate", [...corporateServices, ...corporateBenefits].map((i) => i.icon)],
    ["home care", [...homeServices, ...homeCareSteps, ...homeCareWhyChoose].map((i) => i.icon)],
    [
      "services",
      [
        ...serviceCategories.flatMap((c) => [c.icon, ...c.whyChoose.map((w) => w.icon)]),
        ...serviceCategories.flatMap((c) => c.subcategories).flatMap((s) => [s.icon, ...s.features.map((f) => f.icon)]),
        ...qualityAssurance.map((q) => q.icon),
      ],
    ],
  ])("%s content names only icons the sprite has", (_area, names) => {
    for (const name of names) expect(isSpriteIcon(name), name).toBe(true);
  });
});
