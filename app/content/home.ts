import type { z } from "zod";
import { accreditationShort } from "./accreditation-claim";
import { claimSentences, claimSource, responseTarget, serviceFigures } from "./claims";
import { testMenuClaim } from "./counts";
import { qualityChecksSentence, qualityChecksTitle, qualitySteps } from "./quality-checks";
import { emergencyLine } from "./emergency";
import { testingSites } from "./testing-sites";
import type {
  categoryCardSchema,
  commitmentSchema,
  flagshipServiceSchema,
  heroSchema,
  processStepSchema,
  testimonialSchema,
} from "./home.schema";

/**
 * Home page content (docs/behaviour.md#home; the figures are the site's claims, #claims).
 * Data only: the UI in app/features/home turns icon names into icons and price numbers into rupees.
 */

export type { FlagshipColor } from "./flagship-colors";

export const hero = {
  eyebrow: "Diagnostics since 2004",
  headline: "Lab tests and scans, with samples collected from your home",
  intro:
    "Book blood tests, health checkups, X-ray, ECG, EEG and more across Delhi/NCR and Jammu & Kashmir. A trained phlebotomist comes to your door and your report reaches your phone.",
  accreditationNote: `${accreditationShort} · ISO 9001 certified · CAP external proficiency testing`,
  testsBadge: testMenuClaim.badge,
  /** What the badge counts, shown under it. */
  testsBadgeNote: testMenuClaim.note,
  uploadPrescriptionLabel: "Upload Prescription",
  uploadPrescriptionMessage:
    "Hello, I'd like to share my doctor's prescription so you can book the tests on it. I'm attaching a photo of the prescription here.",
  uploadPrescriptionHint:
    "Opens our chat in a new tab with a message ready to send; attach the photo of your prescription in the chat.",
  image: {
    src: "/images/home/hero.svg",
    alt: "Illustration of a phlebotomist collecting a blood sample at a patient's home, with a report arriving on a phone",
    width: 560,
    height: 440,
  },
} satisfies z.input<typeof heroSchema>;

/**
 * The popular tests and packages the home page shows with their prices, by catalogue id (what each card
 * says is derived from the catalogue and its tests' facts at build time). Each is marked popular in the
 * catalogue (./catalogue.ts); a test holds it.
 */
export const popularOnHome = {
  tests: [1, 10, 11, 14],
  packages: [100, 101, 103, 107],
} as const;

export const categoryCards = [
  {
    id: "pathology",
    name: "Pathology",
    description: `Blood, urine and culture tests. ${testingSites.short}`,
    href: "/services/pathology",
    icon: "TestTube",
    highlights: ["CBC, lipid, thyroid & HbA1c", "Free home sample pickup"],
  },
  {
    id: "radiology",
    name: "Radiology",
    description: "Digital X-ray at our centres and at home, reported by MD radiologists.",
    href: "/services/radiology",
    icon: "Scan",
    highlights: ["Portable digital X-ray", "Pet X-ray for dogs and cats"],
  },
  {
    id: "cardiology",
    name: "Cardiology",
    description: "Resting ECG, 24-hour Holter monitoring and lung function tests, at home or in-centre.",
    href: "/services/cardiology",
    icon: "HeartPulse",
    highlights: ["12-lead ECG in about 10 minutes", "Holter, and lung tests reported by pulmonologists"],
  },
  {
    id: "neurology",
    name: "Neurology",
    description: "EEG, sleep studies and nerve conduction studies with neurologist-reviewed reports.",
    href: "/services/neurology",
    icon: "Brain",
    highlights: ["Standard & sleep EEG", "Polysomnography & NCV"],
  },
] satisfies z.input<typeof categoryCardSchema>[];

/** The eight home services (docs/behaviour.md#claims) with their price ranges. */
export const flagshipServices = [
  {
    id: "digital-xray",
    icon: "Scan",
    title: "Digital X-Ray at Home",
    description: "Portable digital X-ray for patients who cannot travel, with the image reviewed by a radiologist.",
    features: ["Chest, spine and limb views", "Pregnancy check before every X-ray", "Radiologist report the same day"],
    priceFrom: 800,
    priceTo: 5000,
    priceNote: "Price at home, visit included; it depends on the views taken.",
    color: "teal",
    category: "radiology",
    badge: "Home Visit",
  },
  {
    id: "ecg-holter",
    icon: "HeartPulse",
    title: "ECG & Holter Monitoring",
    description: "12-lead resting ECG or 24/48-hour Holter recording set up by a cardiac technician at home.",
    features: ["12-lead resting ECG", "24 & 48-hour Holter", "Cardiologist-reviewed report"],
    priceFrom: 599,
    priceTo: 5000,
    priceNote: "Price at home, visit included: from an ECG at home to a 72-hour Holter.",
    color: "rose",
    category: "cardiology",
    badge: "Most Booked",
  },
  {
    id: "pulmonary-function-test",
    icon: "Wind",
    title: "Pulmonary Function Test",
    description: "Spirometry to measure how well your lungs work, for asthma, COPD and pre-operative checks.",
    features: ["Spirometry with bronchodilator response", "Calibrated portable spirometer", "Pulmonologist review"],
    priceFrom: 1000,
    priceTo: 3500,
    priceNote: "Price range for lung tests at home; ask us for the price of your test.",
    color: "sky",
    category: "pulmonology",
    badge: "Home Visit",
  },
  {
    id: "eeg-sleep-study",
    icon: "Brain",
    title: "EEG & Sleep Study",
    description: "Routine and ambulatory EEG at home, home sleep apnoea tests, and full polysomnography in our Green Park sleep lab.",
    features: ["Routine & ambulatory EEG", "Home sleep apnoea test", "Neurologist-reviewed report"],
    priceFrom: 3500,
    priceTo: 12000,
    priceNote: "Price at home, visit included; polysomnography is done in our Green Park sleep lab.",
    color: "violet",
    category: "neurology",
    badge: "Specialist",
  },
  {
    id: "nerve-conduction",
    icon: "Activity",
    title: "Nerve Conduction Study",
    description: "NCV testing for tingling, numbness and weakness present for weeks, including nerve damage in diabetes when your doctor suspects it.",
    features: ["Upper and lower limb studies", "Confirms and grades neuropathy", "Report with clinical notes"],
    priceFrom: 850,
    priceTo: 7000,
    priceNote: "Price at home, visit included; it depends on the nerves tested.",
    color: "indigo",
    category: "neurology",
    badge: "Specialist",
  },
  {
    id: "uroflowmetry",
    icon: "Droplet",
    title: "Uroflowmetry",
    description: "A simple, non-invasive test of urine flow rate for prostate and bladder complaints.",
    features: ["Private, non-invasive test", "Flow-rate graph with values", "Urologist-ready report"],
    priceFrom: 1200,
    priceTo: 2500,
    priceNote: "Price range at home; ask us for the price of your test.",
    color: "cyan",
    category: "urology",
    badge: "Same Day",
  },
  {
    id: "pet-xray",
    icon: "PawPrint",
    title: "Pet X-Ray",
    description: "Digital X-ray for dogs and cats on your vet's request, with calm handling and images shared with your vet.",
    features: ["Chest, abdomen and limb views", "Positioning aids, so usually nobody holds your pet", "Images shared with your vet"],
    priceFrom: 1500,
    priceTo: 4500,
    priceNote: "Price range for a pet X-ray at home; ask us for the price of your pet's X-ray.",
    color: "amber",
    category: "veterinary",
    badge: "Pet Care",
  },
  {
    id: "fast-blood-collection",
    icon: "Syringe",
    title: "Fast Blood Collection",
    description: "A phlebotomist at your door 7 days a week; in metro areas we aim to reach you within 60 minutes when a slot is free.",
    features: [responseTarget.feature, "Sealed, single-use kits", "Free home sample pickup"],
    priceFrom: 199,
    priceNote: "Price of the tests, from our lowest-priced test; the home pickup is free.",
    color: "emerald",
    category: "pathology",
    badge: responseTarget.badge,
  },
] satisfies z.input<typeof flagshipServiceSchema>[];

/** The commitments the site claims; the 24/7 line shows siteConfig.supportPhone in the UI. */
export const commitments = [
  {
    id: "home-services-3h",
    icon: "Clock",
    figure: serviceFigures.homeVisitsWithin3h,
    title: "Home services within 3 hours",
    description: claimSentences.homeVisits,
  },
  {
    id: "reports-6h",
    icon: "FileText",
    figure: serviceFigures.reportsWithin6h,
    title: "Reports within 6 hours",
    description: claimSentences.reports,
  },
  {
    id: "quality-checks",
    icon: "ShieldCheck",
    figure: `${qualitySteps.length}-level`,
    title: qualityChecksTitle,
    description: qualityChecksSentence,
  },
  {
    id: "free-pickup",
    icon: "Home",
    figure: "Free",
    title: "Free home sample pickup",
    description: "No collection charge for home blood and urine samples in our service areas.",
  },
  {
    id: "support-24x7",
    icon: "Phone",
    figure: "24/7",
    title: "24/7 support line",
    description: `Talk to our care team any time, day or night, about bookings and reports. ${emergencyLine}`,
  },
] satisfies z.input<typeof commitmentSchema>[];

export const processSteps = [
  {
    step: 1,
    icon: "CalendarCheck",
    title: "Book your test",
    description: "Choose a test or package online, or message us on chat with your prescription.",
  },
  {
    step: 2,
    icon: "Syringe",
    title: "Sample collection",
    description: "A trained phlebotomist visits your home at your chosen slot, or you walk in to a centre.",
  },
  {
    step: 3,
    icon: "Microscope",
    title: "Lab processing",
    description: `Your barcoded sample is tested in our laboratory and passes ${qualitySteps.length} quality checks, from collection to a pathologist's sign-off.`,
  },
  {
    step: 4,
    icon: "ClipboardCheck",
    title: "Get your report",
    description: "Your doctor-verified report arrives by email and chat within the time shown for each test.",
  },
] satisfies z.input<typeof processStepSchema>[];

export const ratingSummary = {
  rating: serviceFigures.rating,
  outOf: serviceFigures.ratingOutOf,
  reviews: serviceFigures.ratingCount,
  /** Where the rating comes from and the period it covers, shown beside it. */
  source: `post-visit ratings, ${claimSource}`,
  /** Shown with the testimonials. */
  consentNote: "Testimonials are shared with each patient's written consent; names and places are theirs.",
} as const;

export const testimonials = [
  {
    name: "Ritu Malhotra",
    location: "Lajpat Nagar, New Delhi",
    rating: 5,
    comment:
      "The phlebotomist arrived at 7:15 AM as promised for my father's fasting tests. The lipid and HbA1c reports were on my phone before lunch.",
    avatar: "RM",
  },
  {
    name: "Imran Bhat",
    location: "Rajbagh, Srinagar",
    rating: 5,
    comment:
      "My mother needed a Holter test and could not travel. The technician set it up at home, explained everything in Kashmiri and collected it the next day.",
    avatar: "IB",
  },
  {
    name: "Neha Kapoor",
    location: "Sector 50, Noida",
    rating: 4,
    comment:
      "I shared my prescription on chat and they booked all five tests in one visit. The pricing was clear and there was no collection charge.",
    avatar: "NK",
  },
  {
    name: "Arjun Sethi",
    location: "DLF Phase 3, Gurugram",
    rating: 5,
    comment:
      "Our dog Bruno had a limb X-ray without sedation. The staff were patient with him and the images went straight to our vet.",
    avatar: "AS",
  },
] satisfies z.input<typeof testimonialSchema>[];
