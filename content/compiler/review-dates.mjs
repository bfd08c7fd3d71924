// JavaScript with its types in JSDoc, so that the price list's scripts load it in plain Node, like the
// compiler loads it through Vite.

/**
 * A day a year after `day` (yyyy-mm-dd): the same month and day of the next year, and 28 February for
 * 29 February. The longest a medical review may run (docs/content-review.md): the build refuses a later
 * next review (./reviews-check.ts), and the price list's import sets a row's next review to it
 * (scripts/menu-row.mjs).
 * @param {string} day
 * @returns {string}
 */
export function aYearAfter(day) {
  const [year, month, date] = day.split("-");
  return `${Number(year) + 1}-${month}-${month === "02" && date === "29" ? "28" : date}`;
}
