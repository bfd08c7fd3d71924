/**
 * How the site search compares words (docs/decisions/010-one-search-index.md): lower case, Latin
 * accents folded, Devanagari nukta, vowel signs, anusvara and chandrabindu dropped (so "जांच" = "जाँच",
 * "थायराइड" = "थायरॉइड"), "x-ray" / "x ray" as "xray", a dot or slash between single letters dropped
 * (prescription spellings "R/M" = "RM", "T.S.H" = "TSH"), punctuation as spaces. The search
 * (app/domain/search-text.ts) and the content compile's check that an alias names its own test
 * (content/compiler/alias-check.ts, docs/content-review.md rule 24) both use it, so two names the
 * search cannot tell apart are refused as the same name.
 */
export function normaliseWords(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\bx[\s-]?rays?\b/gu, "xray")
    .replace(/(?<=(?:^|[^\p{L}\p{N}])\p{L})[./](?=\p{L}(?:$|[^\p{L}\p{N}]))/gu, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
