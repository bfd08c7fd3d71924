/** A department's test count (app/domain/services.ts). */
export const serviceWords = {
  testsAvailable: (count: number) => `${count} ${count === 1 ? "Test" : "Tests"} Available`,
};
