import { bookingWords } from "#words/booking.ts";

/**
 * Booking happens outside the site, in the chat app. A number link can carry a pre-filled message:
 * `https://wa.me/<digits>` and `https://api.whatsapp.com/send?phone=<digits>`. Any other link, a
 * `wa.me/message/<code>` short link included (its code may hold digits; its message is the one set
 * where the short link was made), is opened as it is.
 */
export function isPrefillableChatLink(chatLink: string): boolean {
  try {
    const url = new URL(chatLink);
    if (url.protocol !== "https:") return false;
    if (url.hostname === "wa.me") return /^\/\d{6,}$/.test(url.pathname);
    if (url.hostname === "api.whatsapp.com") return url.pathname === "/send" && /^\d{6,}$/.test(url.searchParams.get("phone") ?? "");
    return false;
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
