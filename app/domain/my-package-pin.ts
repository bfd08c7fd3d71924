import { pinWords } from "#words/pin-words.ts";

/**
 * The PIN check beside the home-collection PIN field: is this PIN code served, and from which centre?
 * The served PIN codes are content (per centre), passed in so tests use fixtures.
 */

export type PinCheck =
  { status: "invalid" } | { status: "served"; centreId: string } | { status: "not-served"; nearestCentreIds: string[] };

export const INVALID_PIN_MESSAGE = pinWords.invalid;

/** Indian PIN codes: six digits, the first not zero. Spaces are forgiven ("110 016"). */
export function normalisePin(input: string): string | null {
  const digits = input.replace(/\s+/g, "");
  return /^[1-9]\d{5}$/.test(digits) ? digits : null;
}

function sharedPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  return i;
}

/**
 * Served: the centre that serves it. Not served: the centres whose PIN codes lie closest (longest shared
 * leading digits, which follow postal regions, then numeric distance), at most `limit`.
 */
export function checkPin(input: string, servedPins: Readonly<Record<string, readonly string[]>>, limit = 3): PinCheck {
  const pin = normalisePin(input);
  if (!pin) return { status: "invalid" };
  const entries = Object.entries(servedPins);
  const serving = entries.find(([, pins]) => pins.includes(pin));
  if (serving) return { status: "served", centreId: serving[0] };
  const scored = entries.map(([centreId, pins], order) => {
    let prefix = 0;
    let distance = Number.POSITIVE_INFINITY;
    for (const served of pins) {
      const p = sharedPrefix(pin, served);
      const d = Math.abs(Number(pin) - Number(served));
      if (p > prefix || (p === prefix && d < distance)) {
        prefix = p;
        distance = d;
      }
    }
    return { centreId, prefix, distance, order };
  });
  scored.sort((a, b) => b.prefix - a.prefix || a.distance - b.distance || a.order - b.order);
  return { status: "not-served", nearestCentreIds: scored.slice(0, limit).map((s) => s.centreId) };
}
