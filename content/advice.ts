import adviceData from "#content/generated/advice.json" with { type: "json" };

/**
 * Preparation sentences that several tests share, each written once (content/en/advice/<key>.json). A test's facts name the keys that
 * apply (./test-facts.ts); a package shows each sentence once, however many of its tests need it
 * (app/domain/test-facts.ts). The fasting sentences are built from the hours in the facts
 * (./preparation.ts), and every one of them carries the medicine rule and the diabetes-medicine warning of
 * ./safety-advice.ts (docs/content-review.md, rule 5).
 */
export const advice: Readonly<Record<keyof typeof adviceData, string>> = adviceData;

export type AdviceKey = keyof typeof advice;

function isAdviceKey(key: string): key is AdviceKey {
  return Object.hasOwn(advice, key);
}

/** The shared advice a placeholder names ({{advice:no-fasting}}), checked by the build like every placeholder. */
export function adviceOf(arg: string | undefined): string {
  if (arg === undefined || !isAdviceKey(arg))
    throw new Error(`a placeholder names "${arg}", which is not a shared advice in content/en/advice/`);
  return advice[arg];
}
