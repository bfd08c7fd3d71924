/**
 * The words above the pages' sections (eyebrow, title, intro), one object per page, from
 * content/en/section-headings.json (edited at /admin, docs/editing.md). The UI passes them to
 * `<Section {...}>`, which renders the heading and labels the section with it. Dynamic headings
 * (a department's name in its title) stay in the page components.
 */
import headings from "#content/generated/section-headings.json" with { type: "json" };

export const homeSections = headings.home;
export const homeCareSections = headings.homeCare;
export const corporateSections = headings.corporate;
export const servicesOverviewSections = headings.servicesOverview;
export const resourcesSections = headings.resources;
export const aboutSections = headings.about;
export const gallerySections = headings.gallery;
