/** What a home-care package's price covers (app/domain/home-care-packages.ts). */
export const homeCarePackageWords = {
  visits: (count: number) => `${count} home visit${count === 1 ? "" : "s"}`,
  /** "10 tests, 2 extras and 1 home visit in one price". */
  covers: (tests: number, extras: number, visits: string) =>
    `${tests} tests${extras > 0 ? `, ${extras} extra${extras === 1 ? "" : "s"}` : ""} and ${visits} in one price`,
  included: (visits: string) => `${visits} included`,
};
