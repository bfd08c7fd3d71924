import type { AstroUserConfig, CspHash } from "astro";
import { PRE_HYDRATION_SCRIPT_HASH } from "#scripts/pre-hydration.mjs";
import { cspDirectives, editorCspDirectives } from "#scripts/security-headers.mjs";
import { SPECULATION_RULES_HASH } from "#scripts/speculation-rules.mjs";

// Each build's Content-Security-Policy as Astro's settings; the directives themselves, with why, are
// scripts/security-headers.mjs's. Each build's integration sends the policy as a header on both servers
// (scripts/site-build.mjs, scripts/editor-build.mjs).

/** Astro's CSP settings (its directive type is not exported by name). */
type CspSettings = Exclude<NonNullable<NonNullable<AstroUserConfig["security"]>["csp"]>, boolean>;
type Directives = NonNullable<CspSettings["directives"]>;

/** Styles keep 'unsafe-inline' (React style attributes, Astro's island style, the editor's UI); no hashes then. */
const STYLES = { resources: ["'self'", "'unsafe-inline'"] } satisfies CspSettings["styleDirective"];

/**
 * The site's: Astro hashes the inline scripts it writes (the island runtime) into each page's policy, and
 * the page shell's own two (the pre-hydration script, the links' prefetch rules) are added by hash.
 */
export function sitePolicy(env: Record<string, unknown>): CspSettings {
  return {
    directives: cspDirectives(env) as Directives,
    scriptDirective: { hashes: [PRE_HYDRATION_SCRIPT_HASH as CspHash, SPECULATION_RULES_HASH as CspHash] },
    styleDirective: STYLES,
  };
}

/** The content editor's, on its own origin. */
export function editorPolicy(env: Record<string, unknown>): CspSettings {
  return { directives: editorCspDirectives(env) as Directives, styleDirective: STYLES };
}
