import type { subcategoryTests as english } from "#app/words/en/subcategory-tests.ts";

export const subcategoryTests: typeof english = {
  sample: "सैंपल:",
  preparation: "तैयारी:",
  viewDetails: "पूरी जानकारी देखें",
};
