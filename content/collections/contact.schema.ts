import { z } from "zod";
import { contactSubjectValues } from "#content/contact-subjects.ts";

/**
 * Zod schemas for ./contact.ts and the types derived from them; the unit tests check the data with them.
 * ./contact.ts imports only types from here, so the browser bundle does not ship zod.
 */

export const subjectOptionSchema = z.object({
  value: z.string().regex(/^[a-z]+(?:-[a-z]+)*$/),
  label: z.string().min(1),
});

/** A contact message ready to be delivered. Phone is optional (empty string when not given). */
export const contactMessageSchema = z.object({
  name: z.string().trim().min(1),
  email: z.string().trim().min(1),
  phone: z.string(),
  subject: z.enum(contactSubjectValues),
  message: z.string().trim().min(1),
});
