import { Card } from "./card";
import { Icon, type IconName } from "./icon";

export type Step = { icon: IconName; title: string; description: string };

/** A numbered grid of steps ("How it works"): the number comes from the order, not from the data. */
export function Steps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <Card as="li" key={step.title} className="p-6">
          <div className="flex items-center gap-3">
            <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white tabular">
              {index + 1}
            </span>
            <Icon name={step.icon} className="size-6 text-brand-700" />
          </div>
          <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
          <p className="mt-2 text-ink-600">{step.description}</p>
        </Card>
      ))}
    </ol>
  );
}
