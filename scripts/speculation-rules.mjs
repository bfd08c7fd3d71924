// Links prefetch their page without any script of the site's: Speculation Rules (a <script
// type="speculationrules"> in every page's head, app/page-shell.astro) ask the browser to fetch a
// same-site page when a pointer rests on its link or a finger goes down on it ("moderate"), so the next
// page usually comes from the cache (docs/decisions/021-static-pages-with-react-islands.md). Browsers
// without Speculation Rules simply do not prefetch. The downloads (PDFs) are left alone.
import { createHash } from "node:crypto";

export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      source: "document",
      where: { and: [{ href_matches: "/*" }, { not: { href_matches: "/downloads/*" } }] },
      eagerness: "moderate",
    },
  ],
});

/** Its CSP source: an inline rule set is allowed like an inline script, by its hash. */
export const SPECULATION_RULES_HASH = `sha256-${createHash("sha256").update(SPECULATION_RULES, "utf8").digest("base64")}`;
