// Centre types and the /locations filter (docs/behaviour.md#locations), apart from the centres so the domain
// rules that need them do not pull the centre list into every page.

export const centreTypes = [
  { id: "full-service", label: "Full Service" },
  { id: "pathology-imaging", label: "Pathology + Imaging" },
] as const;
export const centreFilters = [{ id: "all", label: "All Centers" }, ...centreTypes] as const;
export type CentreFilterId = (typeof centreFilters)[number]["id"];
