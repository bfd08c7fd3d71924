/** The words of /home-care written in code (app/features/home-care/), static sections only; the packages island has ./home-care-package-cards.ts. */
export const homeCare = {
  bookingMessage: "Hello, I'd like to book a home visit for a diagnostic test.",
  bookHomeVisit: "Book a Home Visit",
  /** Before the support number. */
  call: "Call",
  bookNow: "Book Now",
  /** A home service as the booking message names it. */
  atHome: (service: string) => `${service} at home`,
  accreditations: { eyebrow: "Trusted quality", title: "Accreditations" },
};
