import { siteConfig } from "#app/config/site.ts";

/**
 * The settings a page shows as words, in the page's language: the head office's address and hours are
 * VITE_HEAD_OFFICE_ADDRESS and VITE_OPENING_HOURS in English, and their `_HI` twins in Hindi
 * (docs/configuration.md; a release build refuses one without the other: app/config/release-guard.ts).
 */
export const localSettings = {
  headOffice: siteConfig.headOffice,
  hours: siteConfig.hours,
};
