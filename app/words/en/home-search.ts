/** The words of the home page's search box (app/features/home-search/). */
export const homeSearch = {
  label: "Tests and packages",
  heading: "Search tests and health packages",
  placeholder: "CBC, thyroid, sugar",
  search: "Search",
  suggestions: "Suggestions",
  hint: "Type at least 3 letters to see suggestions.",
  loadFailed: "Suggestions could not load. Check your connection.",
  tryAgain: "Try again",
  available: (count: number) => `${count} ${count === 1 ? "suggestion" : "suggestions"} available.`,
  includes: (name: string) => ` · includes ${name}`,
};
