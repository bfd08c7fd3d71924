// Kept apart from the catalogue so a package card can show its picture without the whole catalogue.

/** Illustrations for package cards, with their alt text. Packages without an image use the fallback. */
export const packageImageAlt: Record<string, string> = {
  "/images/packages/full-body.svg": "Illustration of a person outline with a clipboard checklist",
  "/images/packages/heart.svg": "Illustration of a heart with an ECG trace",
  "/images/packages/diabetes.svg": "Illustration of a glucose meter and a blood drop",
  "/images/packages/women.svg": "Illustration of the female symbol inside a shield",
  "/images/packages/allergy.svg": "Illustration of a pollen grain and a leaf",
  "/images/packages/thyroid.svg": "Illustration of a butterfly-shaped thyroid gland",
};

/** Shown when a package has no image or its image fails to load. */
export const packageFallbackImage = {
  src: "/images/packages/fallback.svg",
  alt: "Illustration of a test tube and a plus sign",
} as const;
