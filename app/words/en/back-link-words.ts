/** "Back to …" on a test's or package's page (app/domain/back-links.ts). */
export const backLinkWords = {
  home: "Back to Home",
  findTest: "Back to Find Test",
  healthPackages: "Back to Health Packages",
};
