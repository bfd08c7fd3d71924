/**
 * A home service's card advice, a paragraph each: the advice its tests carry that a card must say
 * (content/source/home-care.collection.ts picks it). `className` replaces each paragraph's default look.
 */
export function ServiceAdvice({ advice, className }: { advice: readonly string[]; className?: string }) {
  return advice.map((text) => (
    <p key={text} className={className ?? "mt-2 text-sm text-ink-700"} data-testid="service-advice">
      {text}
    </p>
  ));
}
