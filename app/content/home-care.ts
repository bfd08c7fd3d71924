import type { Faq, Highlight, HomeCarePackage, HomeService, Step } from "./home-care.schema";
import { accreditationStatement } from "./accreditation-claim";
import { claimSentences, claimSource, responseTarget, serviceFigures } from "./claims";
import { qualityChecksTitle } from "./quality-checks";
import { advice } from "./advice";
import { packageFastingNote } from "./preparation-texts";
import { insulinAdvice, usualMedicines } from "./safety-advice";
import { testingSites } from "./testing-sites";
import { fastingText, testFacts } from "./test-facts";

export type { Faq, Highlight, HomeCarePackage, HomeService, Step } from "./home-care.schema";

/**
 * Home-care content (docs/behaviour.md#home-care).
 * Prices are whole rupees; the UI formats them with the one money formatter.
 */

export const homeCareHero = {
  eyebrow: "Home-care diagnostics",
  title: "Diagnostic Tests at Your Doorstep",
  intro:
    `Blood collection, X-ray, ECG, Holter, lung function, EEG, home sleep apnoea and nerve studies at home across Delhi/NCR (blood collection, X-ray and ECG also in Jammu and Srinagar), by trained technicians. ${testingSites.short}`,
  image: "/images/home-care/home-visit.svg",
  imageAlt: "Illustration of a technician with a sample kit arriving at the door of a home",
  stats: [
    { value: "60 min", label: "Our aim for blood collection in metros, when a slot is free" },
    { value: serviceFigures.homeVisitsWithin3h, label: `Home visits done within 3 hours (${claimSource})` },
    { value: serviceFigures.reportsWithin6h, label: `Routine reports within 6 hours (${claimSource})` },
  ],
} as const;

/** The home services (docs/behaviour.md#claims) with their price ranges. */
export const homeServices: HomeService[] = [
  {
    id: "digital-xray",
    icon: "ScanLine",
    title: "Digital X-Ray at Home",
    description: "AERB-approved portable digital X-ray for elderly, bedridden and post-operative patients.",
    features: ["Chest, spine and limb views", "Pregnancy check before every X-ray; others leave the room", "Radiologist report the same day"],
    priceFrom: 800,
    priceTo: 5000,
    badge: "Portable",
  },
  {
    id: "ecg-holter",
    icon: "HeartPulse",
    title: "ECG & Holter Monitoring",
    description: "12-lead ECG in your living room, and Holter recorders fitted and removed at home.",
    features: ["Cardiologist-read reports", "24, 48 and 72-hour Holter", `ECG report within ${testFacts["ecg-at-home"].reportTime}`],
    priceFrom: 599,
    priceTo: 5000,
    badge: "Cardiologist-read",
  },
  {
    id: "pft",
    icon: "Wind",
    title: "Pulmonary Function Test",
    description: "Portable spirometry with bronchodilator testing for asthma and COPD.",
    features: ["ATS/ERS standard testing", "Single-use filters", `Report within ${testFacts.pft.reportTime}`],
    priceFrom: 1000,
    priceTo: 3500,
    badge: "At home",
  },
  {
    id: "eeg-sleep",
    icon: "Moon",
    title: "EEG & Sleep Study",
    description:
      "Routine and ambulatory EEG and home sleep apnoea tests in your own bed; full polysomnography is done overnight in our Green Park sleep lab.",
    features: ["Neurologist and sleep-specialist reports", "Set-up by certified technologists", "Home apnoea test without a hospital stay"],
    priceFrom: 3500,
    priceTo: 12000,
    badge: "Overnight",
  },
  {
    id: "ncv",
    icon: "Zap",
    title: "Nerve Conduction Study",
    description: "Portable NCV for numbness, tingling and weakness, including carpal tunnel and neuropathy.",
    features: ["Upper and lower limb studies", "Temperature-controlled testing", "Neurologist report"],
    priceFrom: 850,
    priceTo: 7000,
    badge: "Neurology",
  },
  {
    id: "uroflowmetry",
    icon: "Gauge",
    title: "Uroflowmetry",
    description: "Measures urine flow rate in private at home, for prostate enlargement and bladder problems.",
    features: [
      "Private, comfortable setting",
      "Flow curve with peak and average flow",
      "Residual urine needs a bladder ultrasound, which we do not offer; your urologist will arrange it",
    ],
    priceFrom: 1200,
    priceTo: 2500,
    badge: "Private",
  },
  {
    id: "pet-xray",
    icon: "PawPrint",
    title: "Pet X-Ray",
    description: "Gentle digital X-rays for dogs and cats without the stress of a clinic visit.",
    features: ["Low-stress handling", "Veterinary radiologist report", "Images shared with your vet"],
    priceFrom: 1500,
    priceTo: 4500,
    badge: "For pets",
  },
  {
    id: "blood-collection",
    icon: "Droplet",
    title: "Fast Blood Collection",
    description: "A trained phlebotomist at your door from 7:00 AM; in metros we aim to arrive within 60 minutes when a slot is free.",
    features: [responseTarget.feature, "Free home sample pickup", "Reports by SMS and email"],
    priceFrom: 199,
    badge: responseTarget.badge,
  },
];

/**
 * The home-care packages. Each names its tests by key; the card's test names, report time, fasting and
 * preparation are derived from them (app/domain/home-care-packages.ts), and so is the line saying what
 * the price covers.
 */
export const homeCarePackages: HomeCarePackage[] = [
  {
    id: "senior-citizen-home-check",
    title: "Senior Citizen Home Health Check",
    tests: [
      "cbc",
      "lipid-profile",
      "hba1c",
      "thyroid-function-test",
      "kft",
      "lft",
      "vitamin-d",
      "vitamin-b12",
      "urine-routine",
      "ecg-at-home",
    ],
    visits: 1,
    price: 3499,
    bestFor: "Adults over 60, and anyone who finds travelling to a centre difficult",
    popular: true,
  },
  {
    id: "cardiac-care-at-home",
    title: "Cardiac Care at Home",
    tests: ["ecg-at-home", "holter-24h", "lipid-profile", "hba1c", "hs-crp", "kft", "cbc"],
    visits: 2,
    price: 4999,
    bestFor: "Palpitations, known heart disease, or follow-up after cardiac treatment",
    popular: false,
  },
  {
    id: "sleep-apnoea-home-study",
    title: "Sleep Apnoea Home Study Package",
    tests: ["home-sleep-apnoea-test", "ecg-at-home", "lipid-profile", "hba1c", "thyroid-function-test"],
    extras: ["A second home night if the first recording is incomplete", "Sleep specialist review of your report"],
    visits: 2,
    price: 8500,
    bestFor: "Loud snoring, pauses in breathing at night, or daytime sleepiness",
    popular: false,
  },
  {
    id: "respiratory-care-at-home",
    title: "Respiratory Care at Home",
    tests: ["pft", "chest-xray-at-home", "overnight-pulse-oximetry", "cbc", "crp", "sputum-culture", "ecg-at-home"],
    extras: ["A six-minute walk test, if your doctor asks for one, is done at our Green Park centre"],
    visits: 2,
    price: 7200,
    bestFor: "Asthma, COPD, or slow recovery after a chest infection",
    popular: false,
  },
];

export const homeCareWhyChoose: Highlight[] = [
  {
    icon: "ShieldCheck",
    title: "NABL-accredited laboratory",
    description: `Samples collected at home are tested in the same laboratories as our centres. ${testingSites.sentence} The ${accreditationStatement}.`,
  },
  {
    icon: "UserCheck",
    title: "Trained, verified staff",
    description: "Background-checked phlebotomists and technicians in uniform, carrying ID.",
  },
  {
    icon: "Clock",
    title: "Visit times you can plan around",
    description: `You choose a time slot and we message you if the technician is running late. ${claimSentences.homeVisits}`,
  },
  {
    icon: "Thermometer",
    title: "Cold-chain transport",
    description: "Samples travel in temperature-logged cool boxes to the lab, within each test's stability window.",
  },
];

export const homeCareSteps: Step[] = [
  {
    icon: "CalendarCheck",
    title: "Book",
    description: "Book by chat or phone and choose a time slot from 7:00 AM to 9:00 PM.",
  },
  {
    icon: "House",
    title: "Collect",
    description: "A trained technician visits your home for the sample or the test.",
  },
  {
    icon: "FlaskConical",
    title: "Process",
    description: `Your sample is tested in our laboratory, with ${qualityChecksTitle} from collection to a pathologist's sign-off.`,
  },
  {
    icon: "FileText",
    title: "Report",
    description: "Receive a signed digital report by SMS and email within the time shown for each test.",
  },
];

export const homeCareFaqs: Faq[] = [
  {
    question: "Which areas do you cover for home collection?",
    answer:
      `We cover Delhi, Noida, Greater Noida, Gurugram, Faridabad and Ghaziabad, and Jammu and Srinagar in Jammu & Kashmir. ${responseTarget.sentence}`,
  },
  {
    question: "Is there a charge for home sample collection?",
    answer:
      "Home sample pickup is free for blood and urine tests. An ECG, X-ray, lung, EEG or nerve test at home is a paid home visit; a Holter, home sleep study or home-care package includes its visits in the price shown.",
  },
  {
    question: "How should I prepare for a home blood test?",
    answer:
      `Some tests need fasting: for a lipid profile, eat nothing for ${fastingText("lipid-profile")} before (plain water is fine); for fasting blood sugar, at least ${fastingText("fasting-blood-sugar")}. ${packageFastingNote} ${usualMedicines} ${insulinAdvice} Drink water so veins are easier to find.`,
  },
  {
    question: "Is a home X-ray safe for my family?",
    answer:
      `Our portable units are AERB-approved and the dose is low. During the exposure children and anyone who is or may be pregnant are out of the room, and anyone else stays at least 2 metres away; the technician uses lead shielding. Tell us before the visit if the patient is or may be pregnant. ${advice["xray-children"]}`,
  },
  {
    question: "When will I get my reports?",
    answer:
      `Each test shows the latest time to expect its report: most routine blood tests within 24 hours, a blood culture ${testFacts["blood-culture"].reportTime}, a sleep study ${testFacts.polysomnography.reportTime}. ${claimSentences.reports}`,
  },
  {
    question: "Can I reschedule or cancel a home visit?",
    answer:
      "Yes. You can cancel or reschedule up to 2 hours before your appointment by chat or by calling our 24/7 support line.",
  },
];

// The accreditations are shown on the services overview too, which should not load all of home care.
export { accreditations } from "./accreditations";
