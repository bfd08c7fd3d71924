/**
 * Where samples are tested, stated once (review #22, §9.5). It agrees with the centre list
 * (./centres.ts: Jammu is the regional laboratory for the Jammu division, Srinagar for the Kashmir
 * division, Green Park holds the central laboratory) and with the news of the Srinagar centre.
 * The NABL accreditation the site states is that of the central laboratory only
 * (./accreditation-claim.ts); to be confirmed against the scope document before launch.
 */
export const testingSites = {
  /** The full sentence, for pages and guides that explain the service. */
  sentence:
    "Samples from Delhi/NCR, and specialised tests from Jammu & Kashmir, are tested in our NABL-accredited central laboratory in Green Park, Delhi. Routine blood and urine tests from Jammu & Kashmir are done in our regional laboratories in Jammu (for the Jammu division) and Srinagar (for the Kashmir division).",
  /** The short form, for cards and captions. */
  short:
    "Tested in our NABL-accredited central laboratory in Delhi, or, for routine tests in Jammu & Kashmir, in our regional laboratories in Jammu and Srinagar.",
} as const;
