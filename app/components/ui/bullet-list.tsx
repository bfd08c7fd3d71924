/**
 * A list of plain points, each behind a bullet (preparation steps, what a test measures, a policy's
 * points). `className` replaces the list's default look; `lang` marks points left in English.
 */
export function BulletList({ items, className, lang }: { items: readonly string[]; className?: string; lang?: "en" }) {
  return (
    <ul lang={lang} className={className ?? "list-disc space-y-1 pl-5"}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
