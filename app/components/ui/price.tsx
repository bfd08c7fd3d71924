import { formatRupees } from "~/domain/money";
import { cx } from "./cx";

/**
 * A price in rupees with Indian digit grouping, in tabular numerals so columns line up. `text` replaces
 * the formatted amount when the price is a range or a "from" price.
 */
export function Price({ amount, text, className }: { amount: number; text?: string; className?: string }) {
  return <span className={cx("tabular font-bold text-ink-900", className)}>{text ?? formatRupees(amount)}</span>;
}
