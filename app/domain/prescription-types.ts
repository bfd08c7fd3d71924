import type { PrescriptionPart } from "./prescription-data.ts";
import type { SearchEntry } from "./search-index.ts";
import type { SearchOptions } from "./search.ts";

/** The types the prescription list's modules share (./prescription-list.ts re-exports them). */

/** A test or package a line means, by its My Package id (my-package-ids.ts): "1079", "lipid-profile". */
export interface ItemMatch {
  id: string;
  type: "test" | "package";
  name: string;
  price: number;
}

/** What reading needs: the site search's loaded part (components/ui/use-site-search.ts) and the prescription part. */
export interface PrescriptionSources {
  /** The search's entries (`SiteSearch.siteSearchIndex`). */
  index: readonly SearchEntry[];
  /** `SiteSearch.siteSearchOptions`. */
  options: SearchOptions;
  /** The prescription part (./prescription-data.ts `loadPrescriptionPart`). */
  part: PrescriptionPart;
}

/** One line of the list as read. `text` is always the line as the person wrote it. */
export type ReadLine =
  /** One test or package. */
  | { text: string; status: "matched"; match: ItemMatch }
  /** A few could be meant: ask which (`chooseMatch`); best first, at most 4. */
  | { text: string; status: "ambiguous"; choices: readonly ItemMatch[] }
  /** Nothing on the menu: kept as written, sent with the booking so the lab can call back. */
  | { text: string; status: "unmatched" }
  /** A study the lab does not do (USG, CT, MRI): `says` is the content's sentence, in the page's language. */
  | { text: string; status: "not-done"; study: string; says: string }
  /** The same item as an earlier line (`duplicateOf`, its position in `lines`). */
  | { text: string; status: "duplicate"; match: ItemMatch; duplicateOf: number };
