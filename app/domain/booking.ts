import { bookingWords } from "../content/ui/en/booking";
import { formatRupees } from "./money";

/**
 * Booking happens outside the site, in the chat app. Where the configured chat link is a wa.me
 * number link we can pre-fill a message; any other link (a short link) is opened as it is.
 */
export function isPrefillableChatLink(chatLink: string): boolean {
  try {
    const url = new URL(chatLink);
    return (url.hostname === "wa.me" || url.hostname === "api.whatsapp.com") && /\d{6,}/.test(url.pathname + url.search);
  } catch {
    return false;
  }
}

/** The chat URL to open, with `message` pre-filled when the link allows it. */
export function chatHref(chatLink: string, message?: string): string {
  if (!message || !isPrefillableChatLink(chatLink)) return chatLink;
  const url = new URL(chatLink);
  url.searchParams.set("text", message);
  return url.toString();
}

/** "I'd like to book Lipid Profile (₹450)." — price text is passed already formatted. */
export function bookingMessage(itemName: string, priceText?: string): string {
  return bookingWords.item(itemName, priceText);
}

/** The booking message of one priced item, as its Book Now and the phone bar's Chat on its page send it. */
export function itemBookingMessage(item: { name: string; price: number }): string {
  return bookingMessage(item.name, formatRupees(item.price));
}
