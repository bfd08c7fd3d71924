import type { serviceWords as english } from "#words/en/service-words.ts";

export const serviceWords: typeof english = {
  testsAvailable: (count) => `${count} टेस्ट उपलब्ध`,
};
