// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ALLOWED, publicFileProblem, svgScript } from "./public-files.mjs";

const image = (inner) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inner}</svg>`;

describe("files a browser would run, under public/", () => {
  it("refuses pages, scripts, scriptable XML and the host's configuration, naming the file", () => {
    const read = () => "";
    expect(publicFileProblem("public/images/uploads/steal.html", read)).toBe(
      "public/images/uploads/steal.html: a .html file would run as code on the site's origin; remove it",
    );
    for (const file of [
      "public/a.htm",
      "public/x/a.XHTML",
      "public/images/uploads/a.js",
      "public/a.mjs",
      "public/a.cjs",
      "public/feed.xml",
      "public/a.xsl",
      "public/a.svgz",
    ]) {
      expect(publicFileProblem(file, read), file).toMatch(/would run as code on the site's origin/);
    }
    for (const file of ["public/_headers", "public/_redirects", "public/_routes.json"]) {
      expect(publicFileProblem(file, read), file).toBe(`${file}: the static host's own configuration is written by the build; remove it`);
    }
  });

  it("lets images, PDFs and plain SVGs through", () => {
    for (const file of ["public/images/uploads/centre.jpg", "public/og-image.png", "public/downloads/guide.pdf", "public/images/a.webp"]) {
      expect(
        publicFileProblem(file, () => ""),
        file,
      ).toBeNull();
    }
    const plain = image('<title>Green Park centre</title><a href="https://example.org/"><path d="M0 0h10v10H0z" fill="#0f766e"/></a>');
    expect(publicFileProblem("public/images/uploads/map.svg", () => plain)).toBeNull();
    expect(svgScript(image("<text>Book online, always</text><!-- onload=x -->"))).toBeNull();
  });

  it("refuses an SVG with script however it is written", () => {
    const cases = [
      [image("<script>alert(1)</script>"), "a <script> element"],
      [image("<SCRIPT href='x.js'/>"), "a <script> element"],
      ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', "an event attribute (onload=)"],
      [image('<rect width="5" height="5" ONCLICK = "x()"/>'), "an event attribute (ONCLICK=)"],
      [image('<a href="javascript:alert(1)"><text>x</text></a>'), "a javascript: URL"],
      [image('<a xlink:href="&#106;avascript&#58;alert(1)">x</a>'), "a javascript: URL"],
      [image('<a href="java&#x09;script:alert(1)">x</a>'), "a javascript: URL"],
      [image('<a href="java\nscript&colon;alert(1)">x</a>'), "a javascript: URL"],
      [image('<set attributeName="href" to="javascript:alert(1)"/>'), "a javascript: URL"],
      [image("<foreignObject><div>hi</div></foreignObject>"), "a <foreignObject> (HTML inside the image)"],
    ];
    for (const [text, why] of cases) {
      expect(svgScript(text), text).toBe(why);
      expect(publicFileProblem("public/images/uploads/x.svg", () => text)).toBe(
        `public/images/uploads/x.svg: an SVG with script (${why}); export it again as a plain image`,
      );
    }
  });

  it("needs no exception for the repository's own files, and `npm run lint` and `npm test` refuse them", () => {
    expect(ALLOWED).toEqual({});
    const { scripts } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
    expect(scripts["lint:public-files"]).toBe("node scripts/public-files.mjs");
    // npm-run-all2's lists of scripts: `lint`'s, and the checks `npm test` runs beside the site suite.
    expect(scripts.lint.split(" ")).toContain("lint:public-files");
    expect(scripts["test:checks"].split(" ")).toContain("lint:public-files");
  });
});
