import { describe, expect, it } from "vitest";
import { callbackCopy, contactFormCopy, contactSubjects, newsletterCopy, SUCCESS_PANEL_MS } from "./contact";
import { contactMessageSchema, subjectOptionSchema } from "./contact.schema";

describe("contact content", () => {
  it("has exactly the spec's subject options, in order", () => {
    expect(contactSubjects.map((s) => [s.value, s.label])).toEqual([
      ["test-booking", "Test Booking"],
      ["home-collection", "Home Collection"],
      ["reports", "Reports & Results"],
      ["billing", "Billing & Payment"],
      ["general", "General Inquiry"],
      ["complaint", "Complaint"],
    ]);
  });

  it("every option parses and values are unique", () => {
    for (const option of contactSubjects) expect(() => subjectOptionSchema.parse(option)).not.toThrow();
    expect(new Set(contactSubjects.map((s) => s.value)).size).toBe(contactSubjects.length);
    expect(new Set(contactSubjects.map((s) => s.label)).size).toBe(contactSubjects.length);
  });

  it("the message schema accepts a message with or without phone and refuses unknown subjects", () => {
    const ok = { name: "Farah Wani", email: "farah@example.com", phone: "", subject: "general", message: "Hello" };
    expect(contactMessageSchema.parse(ok)).toEqual(ok);
    expect(contactMessageSchema.safeParse({ ...ok, subject: "spam" }).success).toBe(false);
    expect(contactMessageSchema.safeParse({ ...ok, name: "  " }).success).toBe(false);
  });

  it("words the messages exactly as the spec does", () => {
    expect(contactFormCopy.requiredError).toBe("All required fields must be filled");
    expect(contactFormCopy.unknownError).toBe("Failed to send message. Please try again or contact us directly.");
    expect(contactFormCopy.successTitle).toBe("Message Sent!");
    expect(contactFormCopy.successText).toBe("Thank you for contacting us. We'll get back to you within 24 hours.");
    expect(contactFormCopy.submitting).toBe("Sending...");
    expect(SUCCESS_PANEL_MS).toBe(5000);
    expect(newsletterCopy.note).toBe("No spam, unsubscribe at any time");
    expect(callbackCopy.confirmation("+91 98765 43210")).toBe("Thanks — we'll call you back on +91 98765 43210 shortly.");
  });
});
