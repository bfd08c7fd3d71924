import type { Page } from "@playwright/test";

// The parts of /find-test that its specs read.

/** The paging line under the results: "Showing 1 to 12 of 235 items". */
export const findTestSummary = (page: Page) => page.getByText(/^Showing \d+ to \d+ of \d+ items$/);

/** The result cards of /find-test. */
export const findTestResults = (page: Page) => page.getByRole("list", { name: "Tests and health packages" });
