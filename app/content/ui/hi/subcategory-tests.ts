import type { subcategoryTests as english } from "../en/subcategory-tests";

export const subcategoryTests: typeof english = {
  sample: "सैंपल:",
  preparation: "तैयारी:",
};
