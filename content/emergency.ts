/**
 * India's single emergency number, and the line every place that offers urgent help adds (rule 2 of
 * docs/content-review.md), from content/en/emergency.json (edited at /admin, docs/editing.md). Its own
 * small module: the header and footer of every page quote it, and should not carry the rest of the
 * safety texts (./safety-advice.ts) with them.
 */
import emergency from "#content/generated/emergency.json" with { type: "json" };
import { fillPlaceholders } from "./placeholders.ts";

export const emergencyNumber: string = emergency.number;

/** The `tel:` link for it. */
export const emergencyHref = `tel:${emergencyNumber}`;

/** Added to every place that offers urgent help. */
export const emergencyLine = fillPlaceholders(emergency.line, { "emergency-number": () => emergencyNumber });
