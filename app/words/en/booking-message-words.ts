/** The one message that books the list on chat or by email (app/domain/my-package-booking.ts). */
export const bookingMessageWords = {
  greeting: "Hello, I'd like to book these tests:",
  /** "1. Lipid Profile: ₹450". */
  item: (position: number, name: string, price: string) => `${position}. ${name}: ${price}`,
  /** The items left out of a message that would make too long a link. */
  more: (hidden: number) => `…and ${hidden} more ${hidden === 1 ? "test" : "tests"}`,
  total: (total: string, count: string) => `Total: ${total} (${count})`,
  /** The prescription's lines that matched no test, as written, each on its own line. */
  unmatched: "Also on my prescription, as written (please call me about these):",
  unmatchedLine: (line: string) => `- ${line}`,
  moreLines: (hidden: number) => `…and ${hidden} more ${hidden === 1 ? "line" : "lines"}`,
  homeCollection: "Home collection",
  homeCollectionAt: (pin: string) => `Home collection, PIN code ${pin}`,
  centreVisit: "Visit to a centre",
  centreVisitAt: (centreName: string) => `Visit to the ${centreName} centre`,
  /** "Tue, 24 Nov 2026, 7–9 AM". */
  when: (when: string) => `Preferred time: ${when}`,
  name: (name: string) => `Name: ${name}`,
  note: (note: string) => `Note: ${note}`,
  reminder: (fasting: string) => `Reminder: ${fasting}.`,
  closing: "Please confirm the next steps.",
};
