/** The words of the footer (app/components/layout/site-footer.tsx): static HTML, in no script. */
export const footer = {
  quickLinks: "Quick Links",
  explore: "Explore",
  policies: "Policies",
  followUs: "Follow us",
  links: {
    about: "About Us",
    findTest: "Find a Test",
    services: "Services",
    resources: "Resources",
    blog: "Blog",
    privacy: "Privacy Policy",
    terms: "Terms of Service",
    disclaimer: "Disclaimer",
    healthPackages: "Health Packages",
    allTests: "All Tests A–Z",
    homeCare: "Home Care",
    corporate: "Corporate Health",
    centres: "Our Centres",
    gallery: "Gallery",
    news: "News & Updates",
  },
  social: { youtube: "YouTube", instagram: "Instagram", facebook: "Facebook", linkedin: "LinkedIn", chat: "WhatsApp" },
  supportNote: "(24/7, bookings and reports)",
  emergencyBefore: "Medical emergency: call",
  /** After the emergency number ("" in English; Hindi puts the verb last). */
  emergencyAfter: "",
  headOffice: "Head office:",
  hoursBefore: (hours: string) => `Head office hours: ${hours}. Centre hours vary:`,
  seeCentres: "see our centres",
  /** The full stop after "see our centres". */
  hoursEnd: ".",
  rights: (brand: string, year: number) => `© ${year} ${brand}. All rights reserved.`,
  /** After the accreditation statement (and its certificate's number). */
  badges: (testsBadge: string) => `${testsBadge} on our test menu · Report time shown on each test · Free home sample pickup`,
};
