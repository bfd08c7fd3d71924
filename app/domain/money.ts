const rupeeFormatter = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

/** ₹ with Indian digit grouping: 125000 → "₹1,25,000". The one money formatter of the site. */
export function formatRupees(amount: number): string {
  return rupeeFormatter.format(amount);
}
