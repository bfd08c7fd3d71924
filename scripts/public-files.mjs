// `node scripts/public-files.mjs` (the last step of `npm run lint`): refuses any file under public/ that
// a browser would run as code on the site's origin, naming each. public/ is copied as it is into every
// build and served from the site's own origin, where a script could read what the origin keeps; editors
// can add files there (the editor's uploads, public/images/uploads/). Refused:
// - pages and scripts: .html, .htm, .xhtml, .shtml, .js, .mjs, .cjs, and the XML kinds a browser renders
//   with script (.xml, .xsl, .xslt); .svgz, whose text cannot be read here;
// - the static host's own configuration (_headers, _redirects, _routes.json): the build writes those;
// - an SVG that carries script: a <script> element, an on…= event attribute, a javascript: URL (also
//   written with character references or split by tabs and line breaks), or a <foreignObject> (HTML inside).
//   The whole text is read, not only the tags: an image whose own words hold "on…=" is refused too (safe side).
// The editor's uploads (public/images/uploads/) are held more tightly by the content gate, which allows
// only pictures of the upload types, checked by their bytes (scripts/content-gate-files.mjs).
// The build itself needs no such file in public/ (its pages and scripts are written into build/). A file
// that must be there anyway goes into ALLOWED with the reason.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const REFUSED_EXTENSIONS = [".html", ".htm", ".xhtml", ".shtml", ".js", ".mjs", ".cjs", ".xml", ".xsl", ".xslt", ".svgz"];
const HOST_FILES = ["_headers", "_redirects", "_routes.json"];

/** Path (under public/) → why it may stay. Empty: nothing needs an exception. */
export const ALLOWED = {};

/** What a browser sees in an SVG's text once character references are read and tabs and breaks dropped. */
function decoded(text) {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ":")
    .replace(/[\t\n\r]/g, "");
}

/** Why an SVG's text is script, or null. */
export function svgScript(text) {
  if (/<script\b/i.test(text)) return "a <script> element";
  if (/<foreignObject\b/i.test(text)) return "a <foreignObject> (HTML inside the image)";
  const event = /[\s"'/]on[a-z]+\s*=/i.exec(text.replace(/<!--[\s\S]*?-->/g, ""));
  if (event) return `an event attribute (${event[0].replace(/^[\s"'/]/, "").replace(/\s*=$/, "")}=)`;
  if (/javascript\s*:/i.test(decoded(text))) return "a javascript: URL";
  return null;
}

/** Why `file` (a path under public/, as git lists it) may not be served, or null; `read` gives its text. */
export function publicFileProblem(file, read) {
  if (Object.hasOwn(ALLOWED, file)) return null;
  const name = path.posix.basename(file).toLowerCase();
  const extension = path.posix.extname(name);
  if (REFUSED_EXTENSIONS.includes(extension)) return `${file}: a ${extension} file would run as code on the site's origin; remove it`;
  if (HOST_FILES.includes(name)) return `${file}: the static host's own configuration is written by the build; remove it`;
  if (extension === ".svg") {
    const why = svgScript(read());
    if (why) return `${file}: an SVG with script (${why}); export it again as a plain image`;
  }
  return null;
}

// Tracked files (what CI sees) and new ones not ignored (what a commit would add), so it fails before a push too.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", "public"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\0")
    .filter(Boolean);
  const problems = files.map((file) => publicFileProblem(file, () => readFileSync(path.join(root, file), "utf8"))).filter(Boolean);
  if (problems.length > 0) {
    console.error(
      `public/ holds ${problems.length} file${problems.length === 1 ? "" : "s"} a browser would run (scripts/public-files.mjs):\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
    process.exitCode = 1;
  } else {
    console.log(`public-files: ${files.length} files under public/, none a browser would run.`);
  }
}
