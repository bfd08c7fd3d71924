// Centre types (docs/behaviour.md#locations), apart from the centres so the domain rules that need them do
// not pull the centre list into every page. The labels are words (app/words/en/centre-type-words.ts).

import { centreTypeWords as words } from "#words/centre-type-words.ts";
import type { IconName } from "./icon-names.ts";

/** Each type with its own icon on the centre cards (decorative: the label says the type). */
export const centreTypes = [
  { id: "full-service", label: words["full-service"], icon: "Hospital" satisfies IconName },
  { id: "pathology-imaging", label: words["pathology-imaging"], icon: "Microscope" satisfies IconName },
] as const;
