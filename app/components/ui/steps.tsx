export type Step = { title: string; description: string };

/**
 * A numbered list of steps ("How it works"): the number comes from the order, not from the data. A
 * compact list, not a card each (docs/decisions/032-one-card-shorter-pages.md): the number beside the
 * step's title and its sentence, which run on as one passage on a phone; four across from 1024 px.
 */
export function Steps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="mx-auto grid max-w-2xl gap-4 sm:gap-6 lg:max-w-none lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-3 lg:flex-col">
          <span
            aria-hidden="true"
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white tabular lg:size-10 lg:text-lg"
          >
            {index + 1}
          </span>
          <div className="min-w-0 text-sm sm:text-base">
            <h3 className="inline text-base font-semibold leading-snug lg:block lg:text-lg">{step.title}</h3>{" "}
            <p className="inline text-ink-600 lg:mt-1 lg:block">{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
