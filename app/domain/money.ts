import { locale } from "#words/locale.ts";
import { priceWords } from "#words/price.ts";

const rupeeFormatter = new Intl.NumberFormat(locale.intl, {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

/** ₹ with Indian digit grouping: 125000 → "₹1,25,000". The one money formatter of the site. */
export function formatRupees(amount: number): string {
  return rupeeFormatter.format(amount);
}

/** A price range: "₹800 – ₹5,000", or "From ₹199" when there is no upper price (or it equals the lower). */
export function priceRangeText(from: number, to?: number): string {
  return to !== undefined && to > from ? `${formatRupees(from)} – ${formatRupees(to)}` : priceWords.from(formatRupees(from));
}
