import { readFileSync } from "node:fs";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { iconSprite, spriteFile, spriteNamesFile } from "../../../scripts/icon-sprite.mjs";
import { Icon, isSpriteIcon } from "./icon";

describe("icon sprite", () => {
  it("is up to date with sprite-icons.json (run `npm run icons` after changing the list)", () => {
    const names = JSON.parse(readFileSync(spriteNamesFile, "utf8")) as string[];
    expect(readFileSync(spriteFile, "utf8")).toBe(iconSprite(names));
  });

  it("draws a known icon from the sprite and falls back for an unknown name", () => {
    const { container } = render(
      <>
        <Icon name="Microscope" className="size-6" />
        <Icon name="NoSuchIcon" />
      </>,
    );
    const uses = [...container.querySelectorAll("svg > use")].map((u) => u.getAttribute("href"));
    expect(uses[0]).toMatch(/#Microscope$/);
    expect(uses[1]).toMatch(/#Sparkles$/);
    expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    expect(container.querySelector("svg")).toHaveClass("lucide", "size-6");
    expect(isSpriteIcon("Microscope")).toBe(true);
    expect(isSpriteIcon("NoSuchIcon")).toBe(false);
  });
});
