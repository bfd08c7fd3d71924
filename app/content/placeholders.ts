/**
 * Placeholders in content text: a data file says `{{fasting lipid-profile}}` or `{{insulin-advice}}`
 * where a page shows a fact that lives elsewhere, so the fact is typed once (docs/editing.md). The
 * content module that loads the file fills them with the same functions the site uses for the fact.
 * The build checks every placeholder's name and argument first (app/content/source/), so an unknown
 * one stops the build with a message instead of reaching a page.
 */
export type PlaceholderTable = Readonly<Record<string, (arg?: string) => string>>;

const PLACEHOLDER = /\{\{\s*([a-z0-9-]+)(?:\s+([^}\s]+))?\s*\}\}/g;

/** Every placeholder in a text, as written: [{ name: "fasting", arg: "lipid-profile" }]. */
export function placeholdersIn(text: string): { name: string; arg?: string }[] {
  return [...text.matchAll(PLACEHOLDER)].map(([, name = "", arg]) => (arg === undefined ? { name } : { name, arg }));
}

/** The text with each placeholder replaced by its value. Throws, naming it, on an unknown placeholder. */
export function fillPlaceholders(text: string, table: PlaceholderTable): string {
  return text.replace(PLACEHOLDER, (whole, name: string, arg: string | undefined) => {
    const fill = table[name];
    if (!fill) throw new Error(`Unknown placeholder ${whole}; known: ${Object.keys(table).join(", ")}`);
    return fill(arg);
  });
}
