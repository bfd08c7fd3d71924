import packageImagesData from "#content/generated/package-images.json" with { type: "json" };

// Kept apart from the catalogue so a package card can show its picture without the whole catalogue.

/**
 * Illustrations for package cards, with their alt text (content/en/package-images.json, edited at
 * /admin). Packages without an image use the fallback.
 */
export const packageImageAlt: Record<string, string> = Object.fromEntries(packageImagesData.images.map(({ src, alt }) => [src, alt]));

/** Shown when a package has no image or its image fails to load. */
export const packageFallbackImage: { src: string; alt: string } = packageImagesData.fallback;
