// Centre types and the /locations filter (docs/behaviour.md#locations), apart from the centres so the domain
// rules that need them do not pull the centre list into every page.

import type { IconName } from "./icon-names";

/** Each type with its own icon on the centre cards (decorative: the label says the type). */
export const centreTypes = [
  { id: "full-service", label: "Full Service", icon: "Hospital" satisfies IconName },
  { id: "pathology-imaging", label: "Pathology + Imaging", icon: "Microscope" satisfies IconName },
] as const;
export const centreFilters = [{ id: "all", label: "All Centers" }, ...centreTypes] as const;
export type CentreFilterId = (typeof centreFilters)[number]["id"];
