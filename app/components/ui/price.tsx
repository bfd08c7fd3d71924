import { formatRupees } from "~/domain/money";
import { cx } from "./cx";

/** A price in rupees with Indian digit grouping, in tabular numerals so columns line up. */
export function Price({ amount, className }: { amount: number; className?: string }) {
  return <span className={cx("tabular font-bold text-ink-900", className)}>{formatRupees(amount)}</span>;
}
