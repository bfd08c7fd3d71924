import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { filesUnder, HINDI, textsOfJson, textsOfMarkdown, type HindiText } from "./hindi-letters.ts";

export { textsOfJson, textsOfMarkdown, type HindiText } from "./hindi-letters.ts";

/**
 * Every Hindi string the site shows, read for the style check (./hindi-style-check.ts): the content files
 * (`content/hi/`, JSON by field, Markdown by line) and the word modules (`app/words/hi/`, each string and
 * template by line and key). Node only.
 */

/** The key a string sits under in a word module: "footer.links.privacy", "guides.checklist.duringItems[1]". */
function keyOf(node: ts.Node): string {
  const parts: string[] = [];
  for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (ts.isPropertyAssignment(parent) && parent.initializer === child) parts.unshift(parent.name.getText());
    else if (ts.isArrayLiteralExpression(parent)) parts.unshift(`[${parent.elements.indexOf(child as ts.Expression)}]`);
    else if (ts.isVariableDeclaration(parent)) parts.unshift(parent.name.getText());
  }
  return parts.join(".").replace(/\.\[/g, "[");
}

/** A template as written, its values shown as `${…}` (their own strings are read on their own). */
function templateText(node: ts.TemplateExpression): string {
  return (
    node.head.text +
    node.templateSpans
      .map((span) => `\${${HINDI.test(span.expression.getText()) ? "…" : span.expression.getText()}}${span.literal.text}`)
      .join("")
  );
}

/** Every string and template of a word module that has Hindi in it, by line and key. */
export function textsOfModule(file: string, source: string): HindiText[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: HindiText[] = [];
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    let code: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node)) [text, code] = [templateText(node), node.getText()];
    if (text !== undefined && (HINDI.test(text) || (code !== undefined && HINDI.test(code)))) {
      const line = tree.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      const key = keyOf(node);
      found.push({ file, where: `line ${line}${key ? ` (${key})` : ""}`, text, ...(code === undefined ? {} : { code }) });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** The folders whose every string is Hindi the site shows. */
export const HINDI_FOLDERS = ["content/hi", "app/words/hi"] as const;

/** Every Hindi string of the repository at `root`: content/hi (JSON by field, Markdown by line) and the word modules. */
export function readHindiTexts(root: string): { files: number; texts: HindiText[] } {
  const files = HINDI_FOLDERS.flatMap((folder) => filesUnder(root, folder)).filter(
    (file) => /\.(json|md|ts)$/.test(file) && !file.endsWith(".test.ts"),
  );
  const texts = files.flatMap((file) => {
    const source = readFileSync(path.join(root, file), "utf8");
    if (file.endsWith(".json")) return textsOfJson(file, JSON.parse(source));
    if (file.endsWith(".md")) return textsOfMarkdown(file, source);
    return textsOfModule(file, source);
  });
  return { files: files.length, texts };
}
