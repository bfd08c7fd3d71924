/**
 * What a string kept in the browser holds as JSON, or undefined when it holds nothing readable: nothing
 * stored, or corrupt or hostile text. Every reader of stored data starts here and then checks the shape.
 */
export function parseStoredJson(raw: string | null): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
