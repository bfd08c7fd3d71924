// The SVG sprite behind <Icon name="…" /> (app/components/ui/icon.tsx): one <symbol> per lucide icon
// that content names. Icons drawn from a sprite cost the pages no JavaScript (decision 007).
//   npm run icons     regenerates app/components/ui/icon-sprite.svg from sprite-icons.json
// A unit test fails when the committed sprite is out of date.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as lucide from "lucide-react";

// Paths from the repository root (npm scripts and the tests run there).
export const spriteNamesFile = path.resolve("app/components/ui/sprite-icons.json");
export const spriteFile = path.resolve("app/components/ui/icon-sprite.svg");

/** The sprite's SVG text for the given lucide icon names. */
export function iconSprite(names) {
  const symbols = names.map((name) => {
    const component = lucide[name];
    if (!component) throw new Error(`icon-sprite: "${name}" is not a lucide icon`);
    const svg = renderToStaticMarkup(createElement(component));
    const inner = svg.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
    return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const names = JSON.parse(readFileSync(spriteNamesFile, "utf8"));
  writeFileSync(spriteFile, iconSprite(names));
  console.log(`icon-sprite: ${names.length} icons written to ${spriteFile}`);
}
