import { parse, type DefaultTreeAdapterMap } from "parse5";

// The pre-rendered HTML as a plain tree, read with parse5 (the WHATWG parser scripts/build-html.mjs
// uses, so the specs that read the build from disk see the document a browser builds from it). Elements
// keep their tag, attributes, children and parent; text nodes are strings; comments and the doctype are
// dropped; a <template>'s content (parse5 keeps it in `.content`) is inert and left out, as the DOM's
// own textContent and querySelector leave it out.

type P5Node = DefaultTreeAdapterMap["node"];

export interface El {
  tag: string;
  attrs: Record<string, string>;
  children: (El | string)[];
  parent: El | null;
}

function toTree(node: P5Node, parent: El | null): El | string | null {
  if (node.nodeName === "#text") return (node as DefaultTreeAdapterMap["textNode"]).value;
  if (!("tagName" in node)) return null; // comments, doctype
  const element = node;
  const el: El = { tag: element.tagName, attrs: Object.fromEntries(element.attrs.map((a) => [a.name, a.value])), children: [], parent };
  for (const child of element.childNodes) {
    const converted = toTree(child, el);
    if (converted !== null) el.children.push(converted);
  }
  return el;
}

/**
 * The document of an HTML string, as a tree whose root is "#document". `scriptingEnabled: false` parses
 * it as a browser with JavaScript off does: a <noscript>'s content is markup, not text.
 */
export function parseHtml(html: string, { scriptingEnabled = true } = {}): El {
  const root: El = { tag: "#document", attrs: {}, children: [], parent: null };
  for (const child of parse(html, { scriptingEnabled }).childNodes) {
    const converted = toTree(child, root);
    if (converted !== null) root.children.push(converted);
  }
  return root;
}

/** Every element under `el`, in document order. */
export function* descendants(el: El): Generator<El> {
  for (const child of el.children) {
    if (typeof child === "string") continue;
    yield child;
    yield* descendants(child);
  }
}

export const findAll = (root: El, match: (el: El) => boolean) => [...descendants(root)].filter(match);

export function find(root: El, match: (el: El) => boolean): El | null {
  for (const el of descendants(root)) if (match(el)) return el;
  return null;
}

/** The element itself or its nearest ancestor that matches. */
export function closest(el: El, match: (el: El) => boolean): El | null {
  for (let at: El | null = el; at; at = at.parent) if (match(at)) return at;
  return null;
}

/** A tag test, optionally with attribute values: `is("meta", { name: "description" })`. */
export const is =
  (tag: string, attrs: Record<string, string> = {}) =>
  (el: El) =>
    el.tag === tag && Object.entries(attrs).every(([name, value]) => el.attrs[name] === value);

export const hasClass = (el: El, name: string) => (el.attrs.class ?? "").split(/\s+/).includes(name);

/** The DOM's textContent: every text node under `el`, in order (script and style text included). */
export function textContent(el: El, skip?: (el: El) => boolean): string {
  return el.children.map((child) => (typeof child === "string" ? child : skip?.(child) ? "" : textContent(child, skip))).join("");
}
