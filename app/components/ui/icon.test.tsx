import { readFileSync } from "node:fs";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { iconNamesFile, iconNamesModule, iconSprite, spriteFile, spriteNamesFile } from "#scripts/icon-sprite.mjs";
import { Icon } from "./icon.tsx";

describe("icon sprite", () => {
  it("is up to date with sprite-icons.json (run `npm run icons` after changing the list)", () => {
    const names = JSON.parse(readFileSync(spriteNamesFile, "utf8")) as string[];
    expect(readFileSync(spriteFile, "utf8")).toBe(iconSprite(names));
    expect(readFileSync(iconNamesFile, "utf8")).toBe(iconNamesModule(names));
  });

  it("draws the named symbol from the sprite, hidden from assistive technology", () => {
    const { container } = render(<Icon name="Microscope" className="size-6" />);
    expect(container.querySelector("svg > use")?.getAttribute("href")).toMatch(/#Microscope$/);
    expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    expect(container.querySelector("svg")).toHaveClass("lucide", "size-6");
  });
});
