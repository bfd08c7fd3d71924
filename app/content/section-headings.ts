/**
 * The words above the pages' sections (eyebrow, title, intro), one object per page. The UI passes
 * them to `<Section {...}>`, which renders the heading and labels the section with it. Dynamic headings
 * (a department's name in its title) stay in the page components.
 */

type SectionWords = { eyebrow: string; title: string; intro?: string };

export const homeSections = {
  departments: {
    eyebrow: "Our departments",
    title: "Diagnostic services under one roof",
    intro: "From routine blood tests to sleep studies, choose a department to see its tests and prices.",
  },
  popular: {
    eyebrow: "Most booked",
    title: "Popular tests and packages",
    intro: "Prices, report times and fasting at a glance; book on chat or add them to your package.",
  },
  packages: {
    eyebrow: "Health checkups",
    title: "Health packages for every need",
    intro: "Bundled tests at one price, with free home sample pickup; each package shows what it includes.",
  },
  flagship: {
    eyebrow: "At your doorstep",
    title: "Flagship home diagnostic services",
    intro: "Scans, heart, lung and nerve tests done at home by trained technicians, with specialist-reviewed reports.",
  },
  commitments: {
    eyebrow: "Why choose us",
    title: "Commitments we measure ourselves by",
    intro: "Serving Delhi/NCR and Jammu & Kashmir since 2004, with an NABL-accredited central laboratory.",
  },
  process: {
    eyebrow: "How it works",
    title: "Your test in four simple steps",
  },
} satisfies Record<string, SectionWords>;

export const homeCareSections = {
  packages: {
    eyebrow: "Home-care packages",
    title: "Packages Done at Home",
    intro: "Bundled tests with the home visits included, priced as a bundle.",
  },
  whyChoose: {
    eyebrow: "Why choose us",
    title: "Why Families Choose Our Home Care",
  },
  process: {
    eyebrow: "Four simple steps",
    title: "How Home Care Works",
  },
  faq: {
    eyebrow: "Questions",
    title: "Frequently Asked Questions",
  },
  homeServices: {
    eyebrow: "At your doorstep",
    title: "Home Diagnostic Services",
    intro: "Diagnostic tests at home, by trained technicians, reported by specialists.",
  },
} satisfies Record<string, SectionWords>;

export const corporateSections = {
  services: {
    eyebrow: "What we do for employers",
    title: "Corporate Health Services",
  },
  packages: {
    eyebrow: "Per-employee pricing",
    title: "Corporate Health Packages",
    intro: "Flat prices per employee, with on-site camps for teams of 25 or more.",
  },
  benefits: {
    eyebrow: "Why it pays",
    title: "Benefits for Your Organisation",
  },
} satisfies Record<string, SectionWords>;

export const servicesOverviewSections = {
  departments: {
    eyebrow: "Departments",
    title: "Our Departments",
    intro: "Choose a department to see its tests, equipment and prices.",
  },
  quality: {
    eyebrow: "Quality assurance",
    title: "How We Check Results",
    intro: "Each sample is checked at every step from collection to sign-off.",
  },
} satisfies Record<string, SectionWords>;

export const resourcesSections = {
  downloads: {
    eyebrow: "Downloads",
    title: "Patient resources",
    intro: "Printable guides you can keep at home or share with family members.",
  },
  faq: {
    eyebrow: "FAQs",
    title: "Frequently asked questions",
  },
  support: {
    eyebrow: "Support",
    title: "Still need help?",
    intro: "Our care team answers questions about bookings, preparation and reports.",
  },
} satisfies Record<string, SectionWords>;

export const aboutSections = {
  coreValues: {
    eyebrow: "What guides us",
    title: "Our Core Values",
  },
  departments: {
    eyebrow: "What we do",
    title: "Our Service Categories",
    intro: "Four departments under one roof, with home collection across Delhi/NCR and Jammu & Kashmir.",
  },
  accreditations: {
    eyebrow: "Quality you can check",
    title: "Accreditations",
    intro: "Our central laboratory is assessed by NABL, and our quality system is certified to ISO 9001.",
  },
  journey: {
    eyebrow: "Since 2004",
    title: "Our Journey",
  },
} satisfies Record<string, SectionWords>;

export const gallerySections = {
  highlights: {
    eyebrow: "Facility highlights",
    title: "Built for safe, comfortable testing",
  },
} satisfies Record<string, SectionWords>;
