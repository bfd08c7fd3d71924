import { parsePrescriptionPart } from "#app/domain/prescription-data.ts";
import type { PrescriptionSources } from "#app/domain/prescription-list.ts";
import type { SearchEntry } from "#app/domain/search-index.ts";
import { expandEntries, type SearchPart } from "#app/domain/search-parts.ts";
import { searchParts } from "#app/domain/site-search-parts.ts";

/**
 * The prescription list's sources as the browser has them: the site search's part and the prescription
 * part, read from the files the build writes (app/routes/search-parts.ts), the entries without their
 * descriptions (which the list never matches).
 */
export function builtPrescriptionSources(): PrescriptionSources {
  const { searchName, files } = searchParts();
  const read = (name: string) => JSON.parse(files.find((file) => file.name === name)!.body) as unknown;
  const search = read(searchName) as SearchPart;
  const part = parsePrescriptionPart(read(search.prescription));
  if (part === null) throw new Error("the build's prescription part does not parse");
  return { index: expandEntries(search.entries) as SearchEntry[], options: search.options, part };
}
