/**
 * How many parameters a test reports, as its page lists them: its lines, or its stated count where the
 * lines name groups. Every count of a package's or a corporate package's parameters adds these up
 * (docs/content-review.md, rule 7), so a page that lists an ECG's six measurements counts six.
 */
export function parameterCountOf(facts: { parameters: readonly string[]; parameterCount?: number | undefined }): number {
  return facts.parameterCount ?? facts.parameters.length;
}
