import type { z } from "zod";
import { accreditationStatement } from "./accreditation-claim";
import { claimSentences, responseTarget } from "./claims";
import { packageFastingNote } from "./preparation-texts";
import { insulinAdvice, medicinesAdvice } from "./safety-advice";
import { testingSites } from "./testing-sites";
import { fastingText, testFacts } from "./test-facts";
import type { FaqCategory, quickAccessTileSchema, Resource } from "./resources.schema";

export type { FaqCategory, Resource } from "./resources.schema";

/**
 * Patient information centre on /resources (docs/behaviour.md#resources).
 * Every PDF listed here is a real file in public/downloads (checked by resources.test.ts).
 */

export const resources: Resource[] = [
  {
    id: "test-preparation-guide",
    name: "Test Preparation Guide",
    description: "Fasting, medicines and sample instructions for our blood, urine, heart, lung, nerve, sleep and X-ray tests.",
    type: "PDF",
    size: "43 KB",
    href: "/downloads/test-preparation-guide.pdf",
  },
  {
    id: "home-collection-checklist",
    name: "Home Sample Collection Checklist",
    description: "What to keep ready before the phlebotomist arrives, and what to expect during the visit.",
    type: "PDF",
    size: "14 KB",
    href: "/downloads/home-collection-checklist.pdf",
  },
  {
    id: "understanding-your-report",
    name: "Understanding Your Lab Report",
    description: "How to read reference ranges, units, flags and the pathologist's remarks on your report.",
    type: "PDF",
    size: "10 KB",
    href: "/downloads/understanding-your-report.pdf",
  },
  {
    id: "home-collection-video",
    name: "How Home Sample Collection Works",
    description: "Booking, collection at your door, lab processing and your report, step by step.",
    type: "Video",
    duration: "About 3 min (recording in progress)",
    href: "/#how-it-works",
    actionLabel: "See the 4 steps",
    note: "The video is still being recorded; meanwhile this opens the same four steps on our home page.",
  },
];

export const faqCategories: FaqCategory[] = [
  {
    id: "booking-preparation",
    title: "Booking & Preparation",
    faqs: [
      {
        question: "How do I book a test?",
        answer:
          "Find the test or package on our site and press Book Now, which opens our chat with your booking details filled in. You can also call our 24/7 support line or send a photo of your prescription on chat.",
      },
      {
        question: "Which tests need fasting?",
        answer:
          `A lipid profile needs ${fastingText("lipid-profile")} of fasting and fasting blood sugar at least ${fastingText("fasting-blood-sugar")}. Plain water is allowed. HbA1c, thyroid, vitamin D, vitamin B12 and most other single tests do not need fasting. ${packageFastingNote} If you take insulin or sugar-lowering tablets, see the next question.`,
      },
      {
        question: "Should I take my regular medicines before the test?",
        answer:
          `Usually yes. ${medicinesAdvice} ${insulinAdvice}`,
      },
      {
        question: "Can I cancel or reschedule?",
        answer:
          "Yes, up to 2 hours before your appointment. Refunds for prepaid bookings reach your account within 7–10 business days.",
      },
    ],
  },
  {
    id: "home-collection",
    title: "Home Collection",
    faqs: [
      {
        question: "Is home sample collection free?",
        answer:
          "Home pickup of blood and urine samples is free in our service areas across Delhi/NCR, Jammu and Srinagar.",
      },
      {
        question: "How soon can a phlebotomist reach me?",
        answer:
          `You choose the time slot when you book. ${responseTarget.sentence}`,
      },
      {
        question: "Is it safe to give a sample at home?",
        answer:
          "Yes. Our phlebotomists wear gloves and masks, open a sealed single-use kit in front of you, label the tubes in front of you and carry samples in temperature-logged cool boxes.",
      },
      {
        question: "Do you do X-ray and ECG at home?",
        answer:
          "Yes. Portable digital X-ray, ECG and Holter, spirometry, EEG, home sleep apnoea tests and nerve conduction studies can be done at home. Full polysomnography is done in our Green Park sleep lab, and the six-minute walk test at our centres. These are paid visits unless the price says the visit is included; free pickup is for blood and urine samples.",
      },
    ],
  },
  {
    id: "reports-payments",
    title: "Reports & Payments",
    faqs: [
      {
        question: "When will I get my report?",
        answer:
          `The time shown on each test page is the latest to expect: most routine blood tests within 24 hours, a urine culture ${testFacts["urine-culture"].reportTime} and a blood culture ${testFacts["blood-culture"].reportTime}. ${claimSentences.reports}`,
      },
      {
        question: "How will I receive my report?",
        answer:
          "Signed reports are sent by email and on chat as a secure PDF link. You can also collect a printed copy from any of our centres.",
      },
      {
        question: "Which payment methods do you accept?",
        answer:
          "UPI, debit and credit cards, net banking and cash at the time of collection. You receive a receipt for every payment.",
      },
      {
        question: "Are your labs accredited?",
        answer:
          `Our central laboratory is: ${accreditationStatement}, with an ISO 9001 quality system, and it takes part in CAP external proficiency testing. The accreditation covers the tests listed in its scope. ${testingSites.sentence} NABH accredits hospitals, not laboratories, so we do not claim it.`,
      },
    ],
  },
];

export const quickAccessTiles = [
  { title: "Find a Test", description: "Search tests and packages with prices.", href: "/find-test", icon: "Search" },
  {
    title: "Health Packages",
    description: "Full body, women's health, allergy and specialty checkups.",
    href: "/health-packages",
    icon: "Package",
  },
  { title: "Our Centres", description: "Addresses, hours and directions.", href: "/locations", icon: "MapPin" },
  { title: "Home Collection", description: "Tests and scans at your doorstep.", href: "/home-care", icon: "Home" },
  { title: "Health Articles", description: "Guides on tests and preventive care.", href: "/blog", icon: "BookOpen" },
  { title: "Contact Us", description: "Write to us; we reply within 24 hours.", href: "/contact-us", icon: "Mail" },
] satisfies z.input<typeof quickAccessTileSchema>[];
