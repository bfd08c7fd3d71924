// The <script>, <link> and <astro-island> start tags of a page, found without building the page's tree,
// for scripts/build-html.mjs `pageScriptUrls`: parse5 takes about 10 ms for a page, the build reads every
// page, and at the whole menu that was minutes (docs/decisions/042-build-time-at-the-whole-menu.md).
// The scan walks the HTML in the tokenizer's terms: a comment, and the text of an element whose text is
// raw (script, style, textarea, title, noscript, …), is skipped whole, and every tag is read over with
// its quoted attribute values, so a "<script" in any of these is no tag. An island in a <template>
// counts (it hydrates once its parent renders it). Not followed: SVG's own parsing rules and a script's
// "escaped" states, which Astro's output does not use, and an unquoted attribute value holding a quote
// (Astro and React quote every value).
const RAW_TEXT = "script|style|textarea|title|noscript|xmp|iframe|noembed|noframes";
const ATTRIBUTES = `(?:"[^"]*"|'[^']*'|[^"'>])*`;
const TAG_SCAN = new RegExp(
  [
    "<!--(?:-?>|[\\s\\S]*?(?:-->|$))",
    `<(${RAW_TEXT})(?=[\\s/>])(${ATTRIBUTES})>[\\s\\S]*?(?:</\\1(?=[\\s/>])|$)`,
    `<[a-z][^\\s/>]*${ATTRIBUTES}>`,
  ].join("|"),
  "gi",
);

/**
 * A small document of the page's <script> (without their text), <link> and <astro-island> start tags, in
 * order, for parse5 to read their attributes as a browser does (entities decoded, a repeated attribute
 * ignored).
 */
export function scriptTagsOf(html) {
  let tags = "";
  for (const [tag, rawTextName, attributes] of html.matchAll(TAG_SCAN)) {
    if (rawTextName) {
      if (rawTextName.toLowerCase() === "script") tags += `<script${attributes}></script>`;
    } else if (/^<(link|astro-island)[\s/>]/i.test(tag)) tags += tag;
  }
  return `<!doctype html><body>${tags}`;
}
