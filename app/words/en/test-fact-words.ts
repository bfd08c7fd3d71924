/** What a list of tests needs, as its page says it (app/domain/test-facts.ts). */
export const testFactWords = {
  /** "Blood culture takes 5-7 days; the other results come within 24 hours." */
  reportDetail: (names: string, count: number, time: string, next: string) =>
    `${names} ${count === 1 ? "takes" : "take"} ${time}; the other results come within ${next}.`,
  /** "At our Green Park centre only". */
  centreOnly: (names: string, count: number) => `At our ${names} centre${count === 1 ? "" : "s"} only`,
  /** A kind of sample inside a sentence ("blood" of "Blood, urine and stool samples"). */
  sampleKindInText: (label: string) => label.toLowerCase(),
  /** The free home samples of a package that mixes them with other tests: "Blood and urine samples". */
  homeSamples: (kinds: string) => `${kinds.charAt(0).toUpperCase()}${kinds.slice(1)} samples`,
};
