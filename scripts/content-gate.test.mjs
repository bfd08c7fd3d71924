// @vitest-environment node
import { describe, expect, it } from "vitest";
import { UPLOAD_TYPES } from "#app/admin/upload-guard.ts";
import { MEDIA_FOLDER } from "#content/compiler/editor-config.ts";
import { editorArea, fileProblem, imageTypeOf, UPLOADS_FOLDER } from "./content-gate-files.mjs";
import { parseLsTree, parseNameStatus } from "./content-gate.mjs";

const bytes = (...parts) =>
  Buffer.concat(parts.map((part) => (typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part))));
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "\0\0\0\rIHDR");
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0], "\0\x10JFIF");
/** An ISO-BMFF `ftyp` box: its size, "ftyp", the major brand, a minor version and compatible brands. */
const ftyp = (major, ...compatible) => {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], "ftyp", major, "\0\0\0\0", ...compatible, "\0\0\0\x08mdat");
};
const regular = (file, content = "") => ({
  file,
  mode: "100644",
  bytes: typeof content === "string" ? Buffer.from(content, "utf8") : content,
});
const problemOf = (entry) => fileProblem(entry, UPLOAD_TYPES)?.problem ?? null;

describe("the editor's folders", () => {
  it("are content/en/, content/hi/, the uploads and the price lists; a path above one replaces it", () => {
    const cases = {
      "content/en/packages/100.json": "content",
      "content/hi/x.mjs": "content",
      "public/images/uploads/a.png": "uploads",
      "public/images/uploads/deep/a.png": "uploads",
      "content/price-lists/april.csv": "price-lists",
      "content/en": "folder",
      content: "folder",
      "public/images": "folder",
      "public/images/uploads": "folder",
      "content/price-lists": "folder",
      "content/compiler/medical-edits.ts": null,
      "content/english/a.json": null,
      "public/images/logo.svg": null,
      "public/images/uploads.svg": null,
      "app/content/en/a.json": null,
    };
    expect(Object.keys(cases)).toHaveLength(15);
    for (const [file, area] of Object.entries(cases)) expect(editorArea(file), file).toBe(area);
  });

  it("the uploads folder is the editor's media folder", () => {
    expect(UPLOADS_FOLDER).toBe(`${MEDIA_FOLDER}/`);
  });
});

describe("a picture's type, by its first bytes", () => {
  it("knows JPEG, PNG, GIF, WebP and AVIF", () => {
    expect(imageTypeOf(JPEG)).toBe("image/jpeg");
    expect(imageTypeOf(PNG)).toBe("image/png");
    expect(imageTypeOf(bytes("GIF87a\x01\0"))).toBe("image/gif");
    expect(imageTypeOf(bytes("GIF89a\x01\0"))).toBe("image/gif");
    expect(imageTypeOf(bytes("RIFF\x24\0\0\0WEBPVP8 "))).toBe("image/webp");
    expect(imageTypeOf(ftyp("avif", "mif1", "miaf"))).toBe("image/avif");
    expect(imageTypeOf(ftyp("avis", "msf1"))).toBe("image/avif");
    expect(imageTypeOf(ftyp("mif1", "miaf", "avif"))).toBe("image/avif");
  });

  it("knows nothing else: SVG, text, HEIC and MP4 boxes, RIFF audio, cut-off headers", () => {
    const others = [
      bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      bytes("<!DOCTYPE html><script>"),
      bytes(""),
      ftyp("heic", "mif1"),
      ftyp("isom", "mp41"),
      bytes([0, 0, 0, 8], "ftypavif"),
      bytes("RIFF\x24\0\0\0WAVEfmt "),
      bytes([0x89, 0x50, 0x4e, 0x47]),
      bytes([0xff, 0xd8]),
      bytes("GIF88a"),
    ];
    expect(others).toHaveLength(10);
    for (const other of others) expect(imageTypeOf(other), other.toString("latin1")).toBeNull();
  });
});

describe("what may be in the editor's folders", () => {
  it("content: regular .json and .md files only", () => {
    expect(problemOf(regular("content/en/packages/100.json", "{}"))).toBeNull();
    expect(problemOf(regular("content/hi/articles/fasting.md", "---\n---\n"))).toBeNull();
    const refused = {
      "content/en/packages/notes.test.ts": "is a .ts file",
      "content/hi/x.mjs": "is a .mjs file",
      "content/en/README": "is a file without an extension",
      "content/en/packages/100.JSON": "is a .JSON file",
      "content/en/.prettierrc.json": "is hidden (a name in its path starts with a dot), which tools read as their settings",
      "content/hi/.vscode/settings.json": "is hidden (a name in its path starts with a dot), which tools read as their settings",
      "content/hi/package.json": "is named package.json, which Node and npm read as a package's settings",
      "content/en/a\nb.json": "has a control character (a line break, a tab) in its name",
    };
    expect(Object.keys(refused)).toHaveLength(8);
    for (const [file, problem] of Object.entries(refused)) expect(problemOf(regular(file)), file).toBe(problem);
    expect(fileProblem(regular("content/hi/x.mjs"), UPLOAD_TYPES)?.allowed).toBe(
      "regular .json and .md files (the editor's data) under content/en/ and content/hi/; code and anything else goes elsewhere, approved by a developer",
    );
  });

  it("refuses links, submodules and executables by their git mode, whatever their name", () => {
    expect(problemOf({ file: "content/en/link.json", mode: "120000", bytes: bytes("packages/100.json") })).toBe("is a symbolic link");
    expect(problemOf({ file: "public/images/uploads/a.png", mode: "120000", bytes: bytes("../../../.env") })).toBe("is a symbolic link");
    expect(problemOf({ file: "content/hi/vendor", mode: "160000" })).toBe("is a submodule (another repository's commit)");
    expect(problemOf({ file: "content/price-lists/april.csv", mode: "100755", bytes: bytes("a,b\n") })).toBe("is an executable file");
    expect(problemOf({ file: "content/en", mode: "120000", bytes: bytes("../app") })).toBe(
      "replaces a folder the editor writes with a file, link or submodule (git mode 120000)",
    );
  });

  it("uploads: pictures of the upload types whose bytes agree with their name, never SVG", () => {
    expect(problemOf(regular("public/images/uploads/centre.png", PNG))).toBeNull();
    expect(problemOf(regular("public/images/uploads/centre.JPG", JPEG))).toBeNull();
    expect(problemOf(regular("public/images/uploads/centre.jpeg", JPEG))).toBeNull();
    expect(problemOf(regular("public/images/uploads/x.avif", ftyp("avif")))).toBeNull();
    const refused = {
      "public/images/uploads/x.svg": [bytes("<svg/>"), "is an SVG, which can carry script that runs on the site's origin"],
      "public/images/uploads/x.SVG": [bytes("<svg/>"), "is an SVG, which can carry script that runs on the site's origin"],
      "public/images/uploads/page.html": [bytes("<p>"), "is a .html file"],
      "public/images/uploads/photo.jpg": [PNG, "is named .jpg but its bytes are a PNG picture"],
      "public/images/uploads/notes.png": [bytes("not a picture\n"), "is named .png but its bytes are not a picture of any upload type"],
      "public/images/uploads/a.webp": [ftyp("avif"), "is named .webp but its bytes are an AVIF picture"],
      "public/images/uploads/deep/a.png": [PNG, "is in a folder inside public/images/uploads/"],
    };
    expect(Object.keys(refused)).toHaveLength(7);
    for (const [file, [content, problem]] of Object.entries(refused)) expect(problemOf(regular(file, content)), file).toBe(problem);
    expect(fileProblem(regular("public/images/uploads/x.svg"), UPLOAD_TYPES)?.allowed).toBe(
      "pictures directly in public/images/uploads/, regular files named .jpg, .jpeg, .png, .webp, .avif, .gif whose bytes are a picture of that type; never SVG",
    );
  });

  it("price lists: .csv files of UTF-8 text", () => {
    expect(problemOf(regular("content/price-lists/april.csv", "\uFEFFcode,name\ncbc,सीबीसी\n"))).toBeNull();
    const refused = {
      "content/price-lists/april.xlsx": [bytes("PK\x03\x04"), "is a .xlsx file"],
      "content/price-lists/old/april.csv": [bytes("a,b\n"), "is in a folder inside content/price-lists/"],
      "content/price-lists/nul.csv": [bytes("a,b\n\0"), "holds NUL bytes, so it is not a text file"],
      "content/price-lists/latin.csv": [
        bytes([0x63, 0x61, 0x66, 0xe9, 0x0a]),
        "is not UTF-8 text (save it from the spreadsheet as CSV UTF-8)",
      ],
    };
    expect(Object.keys(refused)).toHaveLength(4);
    for (const [file, [content, problem]] of Object.entries(refused)) expect(problemOf(regular(file, content)), file).toBe(problem);
  });

  it("leaves every other path to the other checks", () => {
    expect(fileProblem({ file: "app/admin/upload-guard.ts", mode: "100755" }, UPLOAD_TYPES)).toBeNull();
    expect(fileProblem({ file: "public/images/logo.svg", mode: "120000" }, UPLOAD_TYPES)).toBeNull();
  });
});

describe("git's lists, as the gate reads them", () => {
  it("name-status -z: renames with their old path first", () => {
    const text =
      "M\0content/en/a.json\0R087\0content/en/old.json\0content/en/new.json\0A\0content/hi/x y.mjs\0D\0public/images/uploads/b.png\0T\0content/en/l.json\0";
    expect(parseNameStatus(text)).toEqual([
      { status: "M", file: "content/en/a.json" },
      { status: "R", file: "content/en/new.json", from: "content/en/old.json" },
      { status: "A", file: "content/hi/x y.mjs" },
      { status: "D", file: "public/images/uploads/b.png" },
      { status: "T", file: "content/en/l.json" },
    ]);
    expect(parseNameStatus("")).toEqual([]);
    expect(() => parseNameStatus("U\0content/en/a.json\0")).toThrow(/"U" for content\/en\/a.json/);
  });

  it("ls-tree -z: mode, type and object of each path", () => {
    const text =
      "100644 blob 1111111111111111111111111111111111111111\tcontent/en/a.json\0" +
      "120000 blob 2222222222222222222222222222222222222222\tcontent/en/link.json\0" +
      "160000 commit 3333333333333333333333333333333333333333\tcontent/hi/sub\0";
    expect([...parseLsTree(text)]).toEqual([
      ["content/en/a.json", { mode: "100644", type: "blob", oid: "1111111111111111111111111111111111111111" }],
      ["content/en/link.json", { mode: "120000", type: "blob", oid: "2222222222222222222222222222222222222222" }],
      ["content/hi/sub", { mode: "160000", type: "commit", oid: "3333333333333333333333333333333333333333" }],
    ]);
  });
});
