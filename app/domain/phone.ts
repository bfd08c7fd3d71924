import { phoneWords } from "#words/phone-words.ts";

/**
 * Indian phone numbers for the header's call-back request.
 * Mobile: 10 digits starting 6-9, optionally after +91, 91 or 0.
 * Landline: STD code with its leading 0 plus the number, 10 or 11 digits in all (e.g. 011 2345 6789).
 * Spaces, dashes, dots and brackets between digits are allowed.
 */

export type PhoneCheck =
  { ok: true; kind: "mobile" | "landline"; digits: string; display: string } | { ok: false; reason: "empty" | "invalid" };

export const phoneErrors: Readonly<Record<"empty" | "invalid", string>> = phoneWords;

const SEPARATORS = /[\s\-.()]/g;

export function checkIndianPhone(input: string): PhoneCheck {
  const raw = input.trim();
  if (raw === "") return { ok: false, reason: "empty" };
  if (raw.length > 25) return { ok: false, reason: "invalid" };
  const compact = raw.replace(SEPARATORS, "");
  if (!/^\+?\d+$/.test(compact)) return { ok: false, reason: "invalid" };

  const mobile = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(compact);
  if (mobile?.[1]) {
    const d = mobile[1];
    return { ok: true, kind: "mobile", digits: d, display: `+91 ${d.slice(0, 5)} ${d.slice(5)}` };
  }
  if (/^0[1-9]\d{8,9}$/.test(compact)) {
    return { ok: true, kind: "landline", digits: compact, display: raw.replace(/\s+/g, " ") };
  }
  return { ok: false, reason: "invalid" };
}

/** The message to show for a failed check. */
export function phoneErrorMessage(check: PhoneCheck): string | null {
  return check.ok ? null : phoneErrors[check.reason];
}
