import { readSetting } from "#app/config/site.ts";
import type { localSettings as english } from "#app/words/en/settings.ts";

// Read here, not in app/config/site.ts: the English pages' scripts carry no Hindi default.
export const localSettings: typeof english = {
  headOffice: readSetting("VITE_HEAD_OFFICE_ADDRESS_HI", "बी-12, ग्रीन पार्क मेन, अरबिंदो मार्ग, नई दिल्ली 110016"),
  hours: readSetting("VITE_OPENING_HOURS_HI", "रोज़ सुबह 7:00 से रात 9:00 बजे तक"),
};
