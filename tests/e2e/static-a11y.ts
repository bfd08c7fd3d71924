import { closest, descendants, find, findAll, is, parseHtml, textContent, type El } from "./html-tree.ts";

// Accessibility checks that need no browser: they read a page's pre-rendered HTML (what a screen reader
// gets before and without JavaScript) and hold the rules that do not depend on layout or colour. axe,
// in a browser, runs once per page template (tests/e2e/smoke.spec.ts); these run on every pre-rendered
// page, so a page whose content breaks one of them is caught even when its template's sample passes.
// Each rule fails on a bad fixture in tests/e2e/static-a11y.spec.ts.

export const STATIC_A11Y_RULES = {
  "html-lang": "<html> has a lang attribute",
  title: "exactly one non-empty <title> in <head>",
  "one-h1": "exactly one <h1>",
  "img-alt": "every <img> has an alt attribute (empty for a decorative image)",
  "control-name": "every form control has an accessible name: label[for], a wrapping <label>, aria-label or aria-labelledby",
  "unique-ids": "no id is used twice",
  "link-button-name": "every link and button has a name: its text, an image's alt, aria-label or aria-labelledby",
  "no-positive-tabindex": "no tabindex above 0",
} as const;

export type StaticA11yRule = keyof typeof STATIC_A11Y_RULES;

export interface StaticA11yProblem {
  rule: StaticA11yRule;
  detail: string;
}

/** Never part of a name: inert or not rendered. */
const NO_TEXT = new Set(["script", "style", "template", "noscript"]);
const squash = (text: string) => text.replace(/\s+/g, " ").trim();
const hiddenFromReaders = (el: El) => el.attrs["aria-hidden"] === "true" || el.attrs.hidden !== undefined;

/** A short description of an element for a failure message: `<a href="/x" class="…">`. */
function describe(el: El): string {
  const attrs = ["id", "href", "name", "type", "class", "data-testid"]
    .filter((name) => el.attrs[name] !== undefined)
    .map((name) => `${name}="${el.attrs[name]!.slice(0, 60)}"`);
  return `<${[el.tag, ...attrs].join(" ")}>`;
}

/**
 * The name an element's content gives it (accessible name from content, simplified): its text, an
 * image's alt, an inline <svg>'s <title>; parts hidden from screen readers and form controls left out.
 */
function nameFromContent(el: El): string {
  const parts: string[] = [];
  const walk = (node: El) => {
    for (const child of node.children) {
      if (typeof child === "string") {
        parts.push(child);
        continue;
      }
      if (NO_TEXT.has(child.tag) || hiddenFromReaders(child)) continue;
      if (child.tag === "img") parts.push(` ${child.attrs.alt ?? ""} `);
      else if (child.tag === "svg") {
        const title = find(child, is("title"));
        if (title) parts.push(` ${textContent(title)} `);
      } else if (!["input", "select", "textarea"].includes(child.tag)) walk(child);
    }
  };
  walk(el);
  return squash(parts.join(""));
}

/**
 * The problems of one page's HTML, parsed as a browser with JavaScript off reads it (the pre-rendered
 * page's promise: readable without JavaScript), so a <noscript>'s content is checked as markup too.
 */
export function checkStaticA11y(html: string): StaticA11yProblem[] {
  const doc = parseHtml(html, { scriptingEnabled: false });
  const problems: StaticA11yProblem[] = [];
  const fail = (rule: StaticA11yRule, detail: string) => problems.push({ rule, detail });
  const all = [...descendants(doc)];

  const byId = new Map<string, El[]>();
  for (const el of all) {
    const id = el.attrs.id;
    if (id !== undefined) byId.set(id, [...(byId.get(id) ?? []), el]);
  }
  /** The text of the elements an aria-labelledby names; "" when one of them does not exist. */
  const labelledBy = (el: El) => {
    const ids = (el.attrs["aria-labelledby"] ?? "").split(/\s+/).filter(Boolean);
    if (ids.some((id) => !byId.has(id))) return "";
    return squash(ids.map((id) => nameFromContent(byId.get(id)![0]!)).join(" "));
  };
  const ariaLabel = (el: El) => squash(el.attrs["aria-label"] ?? "");

  const html_ = find(doc, is("html"));
  if (!/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(html_?.attrs.lang?.trim() ?? "")) fail("html-lang", `lang="${html_?.attrs.lang ?? ""}"`);

  const head = find(doc, is("head"));
  const titles = head ? findAll(head, is("title")) : [];
  if (titles.length !== 1 || squash(textContent(titles[0]!)) === "") {
    fail("title", `${titles.length} <title> in <head>${titles.length === 1 ? ", empty" : ""}`);
  }

  const h1s = all.filter(is("h1"));
  if (h1s.length !== 1) fail("one-h1", `${h1s.length} <h1>: ${h1s.map((h1) => `"${squash(textContent(h1))}"`).join(", ")}`);

  for (const img of all.filter(is("img"))) {
    if (img.attrs.alt === undefined) fail("img-alt", `${describe(img)} src="${img.attrs.src ?? ""}" has no alt`);
  }

  for (const control of all.filter((el) => ["input", "select", "textarea"].includes(el.tag))) {
    const type = (control.attrs.type ?? "text").toLowerCase();
    if (control.tag === "input" && type === "hidden") continue;
    let name = ariaLabel(control) || labelledBy(control);
    // A submit or reset button without a value is named by the browser ("Submit"); type=button is not.
    const defaultName = type === "submit" ? "Submit" : type === "reset" ? "Reset" : "";
    if (!name && control.tag === "input" && ["submit", "reset", "button"].includes(type)) name = squash(control.attrs.value ?? defaultName);
    if (!name && control.tag === "input" && type === "image") name = squash(control.attrs.alt ?? "");
    if (!name && control.attrs.id !== undefined) {
      const labels = all.filter((el) => el.tag === "label" && el.attrs.for === control.attrs.id);
      name = squash(labels.map(nameFromContent).join(" "));
    }
    if (!name) {
      const wrapping = closest(control, is("label"));
      if (wrapping) name = nameFromContent(wrapping);
    }
    if (!name) fail("control-name", `${describe(control)} has no accessible name`);
  }

  for (const [id, elements] of byId) {
    if (elements.length > 1) fail("unique-ids", `id="${id}" on ${elements.length} elements: ${elements.map(describe).join(", ")}`);
  }

  const isLink = (el: El) => (el.tag === "a" && el.attrs.href !== undefined) || el.attrs.role === "link";
  const isButton = (el: El) => el.tag === "button" || el.attrs.role === "button";
  for (const el of all.filter((x) => isLink(x) || isButton(x))) {
    if (!(ariaLabel(el) || labelledBy(el) || nameFromContent(el))) fail("link-button-name", `${describe(el)} has no name`);
  }

  for (const el of all.filter((x) => x.attrs.tabindex !== undefined)) {
    if (Number(el.attrs.tabindex) > 0) fail("no-positive-tabindex", `${describe(el)} tabindex="${el.attrs.tabindex}"`);
  }
  return problems;
}
