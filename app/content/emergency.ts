/**
 * India's single emergency number, and the line every place that offers urgent help adds (rule 2 of
 * docs/content-review.md). Its own small module: the header and footer of every page quote it, and
 * should not carry the rest of the safety texts (./safety-advice.ts) with them.
 */
export const emergencyNumber = "112";

/** The `tel:` link for it. */
export const emergencyHref = `tel:${emergencyNumber}`;

/** Added to every place that offers urgent help. */
export const emergencyLine = `For a medical emergency, call ${emergencyNumber}.`;
