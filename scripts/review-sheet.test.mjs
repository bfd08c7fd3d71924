import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { copyProject } from "./project-copy.mjs";
import { reviewSheetCsv, reviewSheetHtml } from "./review-sheet-page.mjs";
import { writeReviewSheet } from "./review-sheet.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

/** A sheet of one row, written by hand, whose English description is `text`. */
function sheetWith(text) {
  const cell = (key, label, en, hi) => ({ key, label, en, hi });
  return {
    title: "Sheet",
    generated: "2026-12-07 10:00 UTC",
    content: "the content of abc1234",
    acuteSource: "a list",
    shared: [],
    rows: [
      {
        id: "test-1",
        kind: "test",
        number: 1,
        name: { en: "Test <b>one</b>", hi: "टेस्ट एक" },
        hiUntranslated: false,
        risk: "acute",
        why: ["names the safety notice fever"],
        adviceKeys: [],
        cells: [cell("description", "Description", [text], ["हिंदी विवरण"]), cell("aliases", "Also known as", [], [])],
        review: {
          reviewer: "pathologist",
          role: "Consultant pathologist",
          roleHi: "कंसल्टेंट पैथोलॉजिस्ट",
          qualification: "MD (Pathology)",
          reviewed: "2026-12-07",
          nextReview: "2027-12-07",
        },
      },
    ],
  };
}

describe("the review sheet's page and CSV", () => {
  it("quotes a CSV cell holding a comma, a quote and a new line", () => {
    const csv = reviewSheetCsv(sheetWith('Fast 10 hours, then "water only"\nno tea'));
    const lines = csv.split("\r\n").length > 1 ? csv.split("\r\n") : csv.split("\n");
    expect(csv.startsWith("\uFEFFgroup,item,change,name_en,name_hi,why,statement,english,hindi,")).toBe(true);
    expect(csv).toContain(
      'acute,test-1,,Test <b>one</b>,टेस्ट एक,names the safety notice fever,Description,"Fast 10 hours, then ""water only""\nno tea",हिंदी विवरण,',
    );
    // The header, the one statement that has words (the empty aliases are left out), and the end.
    expect(lines).toHaveLength(4);
  });

  it("escapes every text for HTML", () => {
    const html = reviewSheetHtml(sheetWith('<script>alert("x")</script> & more'));
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more");
    expect(html).toContain("Test &lt;b&gt;one&lt;/b&gt;");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>one");
  });

  it("prints on A4 with the table's header on every page and no item split, a sign-off box per item and a signature block", () => {
    const html = reviewSheetHtml(sheetWith("Text"));
    expect(html).toContain("@page { size: A4 landscape;");
    expect(html).toContain("thead { display: table-header-group; }");
    expect(html).toContain("tbody.item { break-inside: avoid;");
    expect(html).toMatch(/<tbody class="item acute" id="test-1"><tr class="head">.*<td class="sign" rowspan="2">/s);
    expect(html).toContain('<section class="signature">');
  });
});

describe("the review sheet since a commit", { timeout: 180_000 }, () => {
  const repo = mkdtempSync(path.join(tmpdir(), "review-sheet-repo-"));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  const git = (...args) =>
    execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", ...args], { cwd: repo, stdio: "pipe" });

  it("lists exactly the item whose medical file changed, with what it said before (the commit composed by its own code)", async () => {
    // The project as it is (its code and content; node_modules linked, and ignored by its .gitignore).
    copyProject(root, repo);
    git("init", "-q");
    git("add", "-A");
    git("commit", "-q", "-m", "the menu");
    const file = path.join(repo, "content/en/tests/3.json");
    const test = JSON.parse(readFileSync(file, "utf8"));
    const before = test.specializations[0];
    test.specializations[0] = "A hand-written reason for the sheet's test";
    writeFileSync(file, `${JSON.stringify(test, null, 2)}\n`);
    git("commit", "-q", "-am", "one reason changed");

    const out = path.join(repo, "sheet");
    const sheet = await writeReviewSheet({ repo, since: "HEAD~1", out, now: new Date("2026-12-07T10:00:00Z") });
    expect(sheet.shared).toEqual([]);
    expect(sheet.rows.map((row) => [row.id, row.change])).toEqual([["test-3", "changed"]]);
    const changed = sheet.rows[0].cells.filter((cell) => cell.was);
    expect(changed.map((cell) => cell.key)).toEqual(["reasons"]);
    expect(changed[0].en[0]).toBe("A hand-written reason for the sheet's test");
    expect(changed[0].was.en[0]).toBe(before);
    const html = readFileSync(path.join(out, "review-sheet.html"), "utf8");
    expect(html).toContain("A hand-written reason for the sheet&#39;s test");
    expect(html.match(/<tbody class="item /g)).toHaveLength(1);
  });
});
