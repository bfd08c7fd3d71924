/**
 * An article's Markdown body as the site shows it: its paragraphs, the blocks between blank lines,
 * each on one line. The build compiles the files with it (content/collections/articles.collection.ts)
 * and the editor's preview draws the body being typed with it (app/admin/previews.tsx).
 */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((block) => block.replace(/\s*\n\s*/g, " ").trim())
    .filter(Boolean);
}
