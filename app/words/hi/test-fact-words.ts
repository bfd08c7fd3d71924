import type { testFactWords as english } from "#app/words/en/test-fact-words.ts";
import { reportTimeIn } from "./labels.ts";

export const testFactWords: typeof english = {
  reportDetail: (names, _count, time, next) =>
    `${names} की रिपोर्ट ${reportTimeIn(time, "में")} आती है; बाकी नतीजे ${reportTimeIn(next, "के अंदर")} आ जाते हैं।`,
  centreOnly: (names, count) => `सिर्फ़ हमारे ${names} ${count === 1 ? "सेंटर" : "सेंटरों"} पर`,
  sampleKindInText: (label) => label,
  homeSamples: (kinds) => `${kinds} के सैंपल`,
};
