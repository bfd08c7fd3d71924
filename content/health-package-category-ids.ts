/**
 * The health-package categories' ids: code, because the rules of app/domain/package-categories.ts say
 * which packages each holds. Their words are content (./health-package-categories.ts).
 */
export const healthPackageCategoryIds = ["full-body", "women-health", "allergy", "specialty"] as const;

export type HealthPackageCategoryId = (typeof healthPackageCategoryIds)[number];
