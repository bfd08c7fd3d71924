import type { homeCarePackageCards as english } from "#app/words/en/home-care-package-cards.ts";

export const homeCarePackageCards: typeof english = {
  bestFor: "किसके लिए:",
  testsIncluded: (count) => `शामिल टेस्ट (${count})`,
  preparation: "तैयारी",
};
