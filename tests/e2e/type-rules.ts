import type { Page } from "@playwright/test";

/**
 * The type rules a page must keep at the width it is shown (docs/decisions/063-hindi-type.md), read from
 * the rendered page: no Devanagari below 14 px; a Hindi heading at 1.35 times its size and Hindi running
 * text at 1.7; no button's label on two lines (in either language); a details page's two booking buttons
 * stacked at full width in the desktop rail. Each problem names the element and
 * what was found; `counts` says how much was read, so a test can check it read something.
 */
export async function typeProblems(page: Page): Promise<{ problems: string[]; counts: { devanagari: number; buttons: number } }> {
  return page.evaluate(() => {
    const DEVANAGARI = /[\u0900-\u097F]/;
    const problems: string[] = [];
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(el).visibility !== "hidden";
    };
    const name = (el: Element) => `<${el.tagName.toLowerCase()}> "${(el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 50)}"`;
    const px = (value: string) => Number.parseFloat(value);

    // Every element that holds Devanagari text of its own, as drawn.
    const holders = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (DEVANAGARI.test(node.textContent ?? "") && node.parentElement && visible(node.parentElement)) holders.add(node.parentElement);
    for (const el of holders) {
      const size = px(getComputedStyle(el).fontSize);
      if (size < 14) problems.push(`${name(el)}: Devanagari at ${size} px`);
    }

    const leading = (el: Element, ratio: number, what: string) => {
      const style = getComputedStyle(el);
      const expected = px(style.fontSize) * ratio;
      if (Math.abs(px(style.lineHeight) - expected) > 0.5)
        problems.push(`${name(el)}: ${what} line height ${style.lineHeight}, not ${ratio} × ${style.fontSize}`);
    };
    for (const el of document.querySelectorAll("h1:lang(hi), h2:lang(hi), h3:lang(hi), h4:lang(hi)"))
      if (visible(el)) leading(el, 1.35, "heading");
    for (const el of document.querySelectorAll("p:lang(hi):not(.leading-none, .leading-tight, .leading-snug)"))
      if (visible(el) && DEVANAGARI.test(el.textContent ?? "")) leading(el, 1.7, "running text");

    // A button, or a link drawn as one (the shared button look, app/components/ui/button.tsx): the tops of
    // its words' lines, one line's distance apart at most once.
    const buttons = [...document.querySelectorAll("button, a.select-none.rounded-control")].filter(visible);
    // The phone bar's cells (My Package's holds two lines by design): none wider than its words allow.
    for (const cell of [...document.querySelectorAll("nav.fixed a")].filter(visible))
      if (cell.scrollWidth > cell.clientWidth + 1) problems.push(`${name(cell)}: the phone bar's label wider than its cell`);
    for (const button of buttons) {
      const tops: number[] = [];
      const range = document.createRange();
      const words = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      for (let node = words.nextNode(); node; node = words.nextNode()) {
        if (!(node.textContent ?? "").trim()) continue;
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
      }
      const lineHeight = px(getComputedStyle(button).fontSize);
      if (tops.length > 0 && Math.max(...tops) - Math.min(...tops) > lineHeight) problems.push(`${name(button)}: its label on two lines`);
      if (button.scrollWidth > button.clientWidth + 1) problems.push(`${name(button)}: its label wider than the button`);
    }
    // A details page's Book Now and Add to Package in the desktop rail: one under the other, each the
    // rail's width, whatever the language's label lengths.
    const rail = document.querySelector("[data-booking-actions]");
    if (rail && window.innerWidth >= 1024) {
      const parts = [...rail.querySelectorAll("a, button")].filter(visible).map((el) => el.getBoundingClientRect());
      if (parts.length > 1 && new Set(parts.map((box) => `${Math.round(box.x)} ${Math.round(box.width)}`)).size !== 1)
        problems.push(
          `the booking buttons side by side or of different widths: ${parts.map((box) => Math.round(box.width)).join(", ")} px`,
        );
    }
    return { problems, counts: { devanagari: holders.size, buttons: buttons.length } };
  });
}
