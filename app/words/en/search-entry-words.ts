/** How the search results label an entry (app/domain/search-index.ts). */
export const searchEntryWords = {
  test: "Test",
  package: "Health package",
  homeService: "Home service",
  /** Where a home service is done, and its sample. */
  atHome: "At home",
};
