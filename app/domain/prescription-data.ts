import type { TestKey } from "#content/test-facts.ts";

/**
 * What the prescription list reads besides the site search's own part (docs/decisions/058-prescription-
 * shorthands.md): the staff's shorthand list, the studies the lab does not do, what each package and
 * panel holds and the fasting warning, in one small JSON part of the search index (`/search/prescription-<hash>.json`,
 * named by the search part's `prescription` field), fetched on first use of the list box. Pure: the
 * fetch is passed in, so tests give a fake.
 */

/** A shorthand a doctor writes and the item it means, by its My Package id ("1079", "lipid-profile"). */
export interface Shorthand {
  /** The spellings, compared as the search compares words ("S. Creat", "Sr Creat", "s creat" are one). */
  words: readonly string[];
  item: string;
}

/** A study the lab does not do (USG, CT, MRI), with what to say when a list names it. */
export interface NotDoneStudy {
  name: string;
  words: readonly string[];
  /** "We do not do ultrasound: ask your doctor where to have it done." In the page's language. */
  says: string;
}

export interface PrescriptionPart {
  shorthands: readonly Shorthand[];
  notDone: readonly NotDoneStudy[];
  /** The tests each package holds (catalogue and home-care packages), by its My Package id: the cheaper-package offer. */
  packageTests: Readonly<Record<string, readonly TestKey[]>>;
  /** The tests each panel holds, by the panel's test key (./prescription-panels.ts): SGPT inside LFT. */
  panels: Readonly<Record<string, readonly TestKey[]>>;
  /** The medicine rule and insulin warning every fast carries, once for the list (My Package's `fastingWarning`). */
  fastingWarning: string;
}

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === "string");

function isRecordOf<T>(value: unknown, check: (item: unknown) => item is T): value is Record<string, T> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every(check);
}

const isShorthand = (value: unknown): value is Shorthand =>
  typeof value === "object" && value !== null && isStringArray((value as Shorthand).words) && typeof (value as Shorthand).item === "string";

const isNotDone = (value: unknown): value is NotDoneStudy =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as NotDoneStudy).name === "string" &&
  typeof (value as NotDoneStudy).says === "string" &&
  isStringArray((value as NotDoneStudy).words);

/** A fetched part, or null when the body is not one (a cached error page, a cut-off body). */
export function parsePrescriptionPart(body: unknown): PrescriptionPart | null {
  if (typeof body !== "object" || body === null) return null;
  const part = body as Record<string, unknown>;
  if (!Array.isArray(part.shorthands) || !part.shorthands.every(isShorthand)) return null;
  if (!Array.isArray(part.notDone) || !part.notDone.every(isNotDone)) return null;
  if (!isRecordOf(part.packageTests, isStringArray) || !isRecordOf(part.panels, isStringArray)) return null;
  if (typeof part.fastingWarning !== "string") return null;
  return part as unknown as PrescriptionPart;
}

/**
 * Fetches the part at `url` (the site search's `prescriptionPart`, components/ui/use-site-search.ts).
 * Rejects when the network fails or the body is not a part, so the caller can offer a retry.
 */
export async function loadPrescriptionPart(fetchJson: (url: string) => Promise<unknown>, url: string): Promise<PrescriptionPart> {
  const part = parsePrescriptionPart(await fetchJson(url));
  if (part === null) throw new Error(`${url}: not a prescription part`);
  return part;
}
