import type { serviceWords as english } from "../en/service-words";

export const serviceWords: typeof english = {
  testsAvailable: (count) => `${count} टेस्ट उपलब्ध`,
};
