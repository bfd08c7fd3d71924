import { describe, expect, it } from "vitest";
import { bookingMessage, chatHref, isPrefillableChatLink } from "./booking.ts";
import { itemBookingMessage } from "./home-visit-price.ts";

describe("chat booking links", () => {
  it("pre-fills a wa.me number link", () => {
    const href = chatHref("https://wa.me/919876543210", "Hello & welcome?");
    expect(href).toBe("https://wa.me/919876543210?text=Hello+%26+welcome%3F");
  });
  it("pre-fills an api.whatsapp.com number link, keeping its phone", () => {
    expect(chatHref("https://api.whatsapp.com/send?phone=919876543210", "Hello & welcome?")).toBe(
      "https://api.whatsapp.com/send?phone=919876543210&text=Hello+%26+welcome%3F",
    );
  });
  it("opens a short link as it is", () => {
    expect(isPrefillableChatLink("https://wa.link/abc123")).toBe(false);
    expect(chatHref("https://wa.link/abc123", "Hello")).toBe("https://wa.link/abc123");
  });
  it("opens a wa.me/message short link as it is, digits in its code or not", () => {
    expect(chatHref("https://wa.me/message/AB12345678", "Hello")).toBe("https://wa.me/message/AB12345678");
    expect(chatHref("https://wa.me/message/QWERTYUIOP1", "Hello")).toBe("https://wa.me/message/QWERTYUIOP1");
  });
  it("opens as it is any other link of the chat's hosts: no number where a number link has it", () => {
    expect(chatHref("https://wa.me/919876543210/extra", "Hello")).toBe("https://wa.me/919876543210/extra");
    expect(chatHref("https://api.whatsapp.com/send?text=919876543210", "Hello")).toBe("https://api.whatsapp.com/send?text=919876543210");
    expect(chatHref("https://api.whatsapp.com/send?phone=call-91987654", "Hello")).toBe(
      "https://api.whatsapp.com/send?phone=call-91987654",
    );
    expect(chatHref("https://api.whatsapp.com/message/AB12345678?phone=919876543210", "Hello")).toBe(
      "https://api.whatsapp.com/message/AB12345678?phone=919876543210",
    );
    expect(chatHref("http://wa.me/919876543210", "Hello")).toBe("http://wa.me/919876543210");
    expect(chatHref("https://chat.example/919876543210", "Hello")).toBe("https://chat.example/919876543210");
  });
  it("never throws on a malformed link", () => {
    expect(chatHref("not a url", "Hi")).toBe("not a url");
  });
  it("names the item and price", () => {
    expect(bookingMessage("Lipid Profile", "₹450")).toContain("Lipid Profile (₹450)");
    expect(bookingMessage("CBC")).toContain("book CBC.");
  });
  it("books one priced item in rupees with Indian digit grouping", () => {
    expect(itemBookingMessage({ name: "Full Body Checkup", price: 12500 })).toBe(
      "Hello, I'd like to book Full Body Checkup (₹12,500). Please help me with the next steps.",
    );
  });
});
