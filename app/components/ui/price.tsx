import { formatRupees } from "#app/domain/money.ts";
import { cx } from "./cx.ts";

const tones = {
  /** A price as a fact among others. */
  ink: "font-bold text-ink-900",
  /** The price a card or page leads with. */
  brand: "font-bold text-brand-800",
  /** A price inside a sentence. */
  quiet: "font-semibold text-ink-800",
} as const;

/**
 * A price in rupees with Indian digit grouping, in tabular numerals so columns line up. `text` replaces
 * the formatted amount when the price is a range or a "from" price. `className` sets its size and place.
 */
export function Price({
  amount,
  text,
  tone = "ink",
  className,
}: {
  amount: number;
  text?: string;
  tone?: keyof typeof tones;
  className?: string;
}) {
  return <span className={cx("tabular", tones[tone], className)}>{text ?? formatRupees(amount)}</span>;
}
