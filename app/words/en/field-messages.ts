/**
 * What a form field says in the browser's validation bubble when a submit finds it empty (`fill`; a list:
 * `choose`), not an email address (`email`) or otherwise wrong (`invalid`), on this language's pages:
 * app/page-shell.astro writes them on <html>, app/pre-hydration.ts puts them in the bubble. ""
 * keeps the browser's own words, which are English: so here.
 */
export const fieldMessages = { fill: "", choose: "", email: "", invalid: "" };
