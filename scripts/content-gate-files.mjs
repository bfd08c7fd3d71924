// What the folders the editor writes may hold (docs/decisions/053-content-gate.md), for the content gate
// (scripts/content-gate.mjs): data, never code. Each file is judged by its path, its git mode and its
// bytes alone, so nothing here reads a disk or runs anything.
// - content/en/ and content/hi/: regular .json and .md files;
// - public/images/uploads/: pictures of the editor's upload types (app/admin/upload-guard.ts
//   UPLOAD_TYPES), checked by their first bytes as well as their name; never SVG, which can carry script;
// - content/price-lists/: .csv files of UTF-8 text.
// Symbolic links, submodules, executables and anything else there are refused.
import path from "node:path";
import { LOCALES } from "./locale-modules.mjs";

/** The editor's uploads (content/compiler/editor-config.ts MEDIA_FOLDER). */
export const UPLOADS_FOLDER = "public/images/uploads/";
/** The price lists the staff upload in the editor. */
export const PRICE_LISTS_FOLDER = "content/price-lists/";
const CONTENT_FOLDERS = LOCALES.map((locale) => `content/${locale}/`);
const EDITOR_FOLDERS = [...CONTENT_FOLDERS, UPLOADS_FOLDER, PRICE_LISTS_FOLDER];

/**
 * Which of the editor's folders a path is in: "content", "uploads" or "price-lists"; "folder" when the
 * path is one of those folders or a folder above one (in a commit's diff, a file, link or submodule
 * there has replaced the folder); null for every other path.
 */
export function editorArea(file) {
  if (CONTENT_FOLDERS.some((folder) => file.startsWith(folder))) return "content";
  if (file.startsWith(UPLOADS_FOLDER)) return "uploads";
  if (file.startsWith(PRICE_LISTS_FOLDER)) return "price-lists";
  if (EDITOR_FOLDERS.some((folder) => folder.startsWith(`${file}/`))) return "folder";
  return null;
}

const startsWith = (bytes, signature, at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text) => [...text].map((char) => char.charCodeAt(0));

/**
 * The picture type a file's first bytes say, as the browser's type ("image/png"), or null: JPEG, PNG,
 * GIF, WebP (a RIFF file of form WEBP) and AVIF (an ISO-BMFF `ftyp` box naming the avif or avis brand).
 */
export function imageTypeOf(bytes) {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  if (startsWith(bytes, ascii("ftyp"), 4)) {
    const boxSize = bytes.length >= 4 ? ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0 : 0;
    // The major brand (bytes 8–11), then after the minor version the compatible brands, to the box's end.
    const brandsAt = [8, ...Array.from({ length: Math.max(0, (Math.min(boxSize, bytes.length) - 16) / 4) }, (_, i) => 16 + 4 * i)];
    if (boxSize >= 16 && brandsAt.some((at) => startsWith(bytes, ascii("avif"), at) || startsWith(bytes, ascii("avis"), at)))
      return "image/avif";
  }
  return null;
}

const PICTURE_NAMES = {
  "image/jpeg": "a JPEG",
  "image/png": "a PNG",
  "image/gif": "a GIF",
  "image/webp": "a WebP",
  "image/avif": "an AVIF",
};

/** Why a git mode is not a regular file's, or null for a regular file (100644). */
function modeProblem(mode) {
  if (mode === "100644") return null;
  if (mode === "120000") return "is a symbolic link";
  if (mode === "160000") return "is a submodule (another repository's commit)";
  if (mode === "100755") return "is an executable file";
  return `is not a regular file (git mode ${mode})`;
}

/**
 * Why a file may not be where it is, as { problem, allowed }, or null when it may (or is outside the
 * editor's folders). `mode` is git's ("100644" a regular file, "120000" a link, "160000" a submodule),
 * `bytes` its content (a Uint8Array; only pictures and price lists are read), `uploadTypes` the upload
 * types by extension (app/admin/upload-guard.ts UPLOAD_TYPES).
 */
export function fileProblem({ file, mode, bytes }, uploadTypes) {
  const area = editorArea(file);
  if (area === null) return null;
  const uploadExtensions = Object.keys(uploadTypes)
    .map((extension) => `.${extension}`)
    .join(", ");
  const allowed = {
    content:
      "regular .json and .md files (the editor's data) under content/en/ and content/hi/; code and anything else goes elsewhere, approved by a developer",
    uploads: `pictures directly in ${UPLOADS_FOLDER}, regular files named ${uploadExtensions} whose bytes are a picture of that type; never SVG`,
    "price-lists": `regular .csv files of UTF-8 text directly in ${PRICE_LISTS_FOLDER}`,
    folder: `${EDITOR_FOLDERS.join(", ")} stay folders of data files`,
  }[area];
  const refuse = (problem) => ({ problem, allowed });
  if (area === "folder") return refuse(`replaces a folder the editor writes with a file, link or submodule (git mode ${mode})`);
  const name = path.posix.basename(file);
  // A line break in a name would split the lines of the gate's own reports.
  if ([...file].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f))
    return refuse("has a control character (a line break, a tab) in its name");
  const wrongMode = modeProblem(mode);
  if (wrongMode) return refuse(wrongMode);
  const extension = path.posix.extname(name);
  const kind = extension ? `a ${extension} file` : "a file without an extension";

  if (area === "content") {
    // Tools read such names as their own settings (.prettierrc.json, a package's package.json); the
    // editor never writes them.
    if (file.split("/").some((part) => part.startsWith(".")))
      return refuse("is hidden (a name in its path starts with a dot), which tools read as their settings");
    if (name === "package.json") return refuse("is named package.json, which Node and npm read as a package's settings");
    if (extension !== ".json" && extension !== ".md") return refuse(`is ${kind}`);
    return null;
  }
  const folder = area === "uploads" ? UPLOADS_FOLDER : PRICE_LISTS_FOLDER;
  if (file.slice(folder.length).includes("/")) return refuse(`is in a folder inside ${folder}`);
  if (area === "uploads") {
    const expected = uploadTypes[extension.slice(1).toLowerCase()];
    if (extension.toLowerCase() === ".svg") return refuse("is an SVG, which can carry script that runs on the site's origin");
    if (!expected) return refuse(`is ${kind}`);
    const actual = imageTypeOf(bytes);
    if (actual !== expected)
      return refuse(
        `is named ${extension} but its bytes are ${actual ? `${PICTURE_NAMES[actual]} picture` : "not a picture of any upload type"}`,
      );
    return null;
  }
  if (extension !== ".csv") return refuse(`is ${kind}`);
  if (bytes.includes(0)) return refuse("holds NUL bytes, so it is not a text file");
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return refuse("is not UTF-8 text (save it from the spreadsheet as CSV UTF-8)");
  }
  return null;
}
