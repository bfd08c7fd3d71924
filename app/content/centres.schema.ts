import { z } from "zod";

/**
 * Zod schemas for ./centres.ts and the types derived from them; the unit tests check the data with them.
 * ./centres.ts imports only types from here, so the browser bundle does not ship zod.
 */

export const centreSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(1),
  /** As people read it on the card. */
  address: z.string().min(1),
  /** The same address in parts, for the structured data (schema.org PostalAddress). */
  postal: z.object({
    street: z.string().min(1),
    locality: z.string().min(1),
    /** State or union territory (addressRegion). */
    state: z.string().min(1),
    postalCode: z.string().regex(/^[1-9]\d{5}$/),
  }),
  region: z.enum(["Delhi", "NCR", "Jammu & Kashmir"]),
  phone: z.string().regex(/^\+91 \d{5} \d{5}$/),
  hours: z.string().min(1),
  landmark: z.string().min(1),
  services: z.array(z.string().min(1)).min(2),
  type: z.enum(["full-service", "pathology-imaging"]),
  image: z.string().regex(/^\/images\/centres\/[a-z0-9-]+\.svg$/),
  alt: z.string().min(1),
  highlights: z.array(z.string().min(1)).min(1),
});

export type Centre = z.infer<typeof centreSchema>;
