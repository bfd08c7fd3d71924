/** The chat messages a booking button pre-fills (app/domain/booking.ts, app/domain/centres.ts). */
export const bookingWords = {
  /** "Hello, I'd like to book Lipid Profile (₹450). …"; without a price when none is given. */
  item: (itemName: string, priceText?: string) =>
    priceText
      ? `Hello, I'd like to book ${itemName} (${priceText}). Please help me with the next steps.`
      : `Hello, I'd like to book ${itemName}. Please help me with the next steps.`,
  centre: (centreName: string, address: string) =>
    `Hello, I'd like to book a test at your ${centreName} centre (${address}). Please help me with the next steps.`,
};
