import { normaliseWords } from "#content/normalise-words.ts";

/**
 * The names a test's page shows under its title ("Also called: S. Creatinine, Sr. Creatinine"), from the
 * aliases the search reads: an alias the name already says, or one the search cannot tell from an
 * earlier one ("b hcg" beside "B-HCG"), is left out, and a search key typed in lower case is shown in the
 * casing the name or another alias gives its words ("serum hcg" → "Serum hCG"), its first letter a capital.
 */
export function displayAliases(name: string, aliases: readonly string[]): string[] {
  const spoken = normaliseWords(name);
  const seen = new Set<string>();
  const casings = new Map<string, string>();
  for (const words of [name, ...aliases])
    for (const word of words.split(/[^\p{L}\p{N}]+/u))
      if (word !== word.toLowerCase() && !casings.has(word.toLowerCase())) casings.set(word.toLowerCase(), word);
  const shown: string[] = [];
  for (const alias of aliases) {
    const key = normaliseWords(alias);
    if (key === "" || seen.has(key) || ` ${spoken} `.includes(` ${key} `)) continue;
    seen.add(key);
    shown.push(alias === alias.toLowerCase() ? capitalise(alias.replace(/[\p{L}\p{N}]+/gu, (word) => casings.get(word) ?? word)) : alias);
  }
  return shown;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
