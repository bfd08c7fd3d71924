import { z } from "zod";

/**
 * Zod schemas for ./centres.ts and the types derived from them; the unit tests check the data with them.
 * ./centres.ts imports only types from here, so the browser bundle does not ship zod.
 */

export const centreSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .meta({ title: "Id", description: "lower-case words joined by hyphens, e.g. green-park; also the file's name" }),
  name: z.string().min(1).meta({ title: "Name" }),
  /** As people read it on the card. */
  address: z.string().min(1).meta({ title: "Address", description: "as people read it on the card, with the PIN code" }),
  /** The same address in parts, for the structured data (schema.org PostalAddress). */
  postal: z.object({
    street: z.string().min(1),
    locality: z.string().min(1),
    /** State or union territory (addressRegion). */
    state: z.string().min(1),
    postalCode: z
      .string()
      .regex(/^[1-9]\d{5}$/)
      .meta({ title: "PIN code", description: "six digits, e.g. 110016" }),
  }),
  region: z.enum(["Delhi", "NCR", "Jammu & Kashmir"]),
  phone: z
    .string()
    .regex(/^\+91 \d{5} \d{5}$/)
    .meta({ title: "Phone", description: "written +91, a space, five digits, a space, five digits: +91 98765 43210" }),
  hours: z.string().min(1).meta({ title: "Opening hours", description: "e.g. Daily 7:00 AM – 9:00 PM" }),
  landmark: z.string().min(1),
  services: z.array(z.string().min(1)).min(2),
  type: z.enum(["full-service", "pathology-imaging"]),
  image: z
    .string()
    .regex(/^\/images\/centres\/[a-z0-9-]+\.svg$/)
    .meta({ title: "Picture", description: "an illustration in /images/centres/, e.g. /images/centres/green-park.svg" }),
  alt: z.string().min(1).meta({ title: "Picture description", description: "what the picture shows, for people who cannot see it" }),
  highlights: z.array(z.string().min(1)).min(1),
});

export type Centre = z.infer<typeof centreSchema>;
