import page from "#content/generated/all-tests.json" with { type: "json" };

/**
 * The A–Z's "see" rows (content/en/all-tests.json, the names in each language's file): an everyday name
 * and the catalogue number of the test it means.
 */
export const indexSeeRows: readonly { name: string; test: number }[] = page.see;
