import type { popularItems as english } from "#app/words/en/popular-items.ts";

export const popularItems: typeof english = {
  label: "आम टेस्ट और पैकेज",
  healthPackage: "हेल्थ पैकेज",
  test: "टेस्ट",
};
