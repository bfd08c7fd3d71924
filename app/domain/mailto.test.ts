import { describe, expect, it } from "vitest";
import { contactMailBody, contactMailSubject, contactMailtoHref, mailtoHref, safeEncode, toWellFormed } from "./mailto.ts";

const msg = {
  name: "Rohit Kaul",
  email: "rohit.kaul@example.com",
  phone: "",
  subject: "Reports & Results",
  message: "My HbA1c report from 12 March is not visible.\nBooking ID HPD-2210.",
};

function decode(href: string) {
  const [path, query = ""] = href.slice("mailto:".length).split("?");
  const params = Object.fromEntries(query.split("&").map((kv) => kv.split("=").map(decodeURIComponent)));
  return { to: decodeURIComponent(path!), subject: params.subject, body: params.body };
}

describe("mailto fallback", () => {
  it("uses the subject 'Contact Form: {subject}'", () => {
    expect(contactMailSubject("Billing & Payment")).toBe("Contact Form: Billing & Payment");
  });

  it("lists name, email, phone (or 'Not provided'), subject and message", () => {
    expect(contactMailBody(msg)).toBe(
      "Name: Rohit Kaul\nEmail: rohit.kaul@example.com\nPhone: Not provided\nSubject: Reports & Results\n\nMessage:\n" + msg.message,
    );
    expect(contactMailBody({ ...msg, phone: "  " })).toContain("Phone: Not provided");
    expect(contactMailBody({ ...msg, phone: "011 2345 6789" })).toContain("Phone: 011 2345 6789");
  });

  it("encodes &, ?, # and line breaks so nothing leaks into other fields", () => {
    const href = contactMailtoHref("care@lab.example", msg);
    expect(href.startsWith("mailto:care@lab.example?subject=")).toBe(true);
    expect(href.split("&")).toHaveLength(2);
    const parts = decode(href);
    expect(parts.to).toBe("care@lab.example");
    expect(parts.subject).toBe("Contact Form: Reports & Results");
    // The body of the test above, its lines ending in CRLF as mail wants.
    expect(parts.body).toBe(
      "Name: Rohit Kaul\r\nEmail: rohit.kaul@example.com\r\nPhone: Not provided\r\nSubject: Reports & Results\r\n\r\nMessage:\r\n" +
        "My HbA1c report from 12 March is not visible.\r\nBooking ID HPD-2210.",
    );
  });

  it("never throws on lone surrogates, emoji, Devanagari or very long text", () => {
    expect(toWellFormed("a\uD800b\uDC00c😷")).toBe("a\uFFFDb\uFFFDc😷");
    expect(() => safeEncode("\uD83D")).not.toThrow();
    const long = "नमूना 🩸 <b>&</b> ".repeat(400);
    expect(() => mailtoHref("x@y.example", long, long)).not.toThrow();
  });
});
