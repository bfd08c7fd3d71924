import { describe, expect, it } from "vitest";
import { contactMessageSchema, subjectOptionSchema } from "#content/collections/contact.schema.ts";
import { contactSubjects } from "./contact.ts";

describe("contact content", () => {
  it("every option parses and values are unique", () => {
    expect(contactSubjects).toHaveLength(6);
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
});
