import type { Accreditation, Faq, Highlight, HomeCarePackage, HomeService, Step } from "./home-care.schema";

export type { Accreditation, Faq, Highlight, HomeCarePackage, HomeService, Step } from "./home-care.schema";

/**
 * Home-care content (docs/behaviour.md#home-care).
 * Prices are whole rupees; the UI formats them with the one money formatter.
 */

export const homeCareHero = {
  eyebrow: "Home-care diagnostics",
  title: "Diagnostic Tests at Your Doorstep",
  intro:
    "Blood collection, X-ray, ECG, Holter, lung function, EEG, sleep and nerve studies at home across Delhi/NCR and Jammu & Kashmir, by trained technicians with reports from NABL-accredited labs.",
  image: "/images/home-care/home-visit.svg",
  imageAlt: "Illustration of a technician with a sample kit arriving at the door of a home",
  stats: [
    { value: "60 min", label: "Blood collection response in metros" },
    { value: "85%", label: "Home services done within 3 hours" },
    { value: "80%", label: "Reports within 6 hours" },
  ],
} as const;

/** The home services (docs/behaviour.md#claims) with their price ranges. */
export const homeServices: HomeService[] = [
  {
    id: "digital-xray",
    icon: "ScanLine",
    title: "Digital X-Ray at Home",
    description: "AERB-approved portable digital X-ray for elderly, bedridden and post-operative patients.",
    features: ["Chest, spine and limb views", "Lead shielding for the family", "Radiologist report the same day"],
    priceFrom: 800,
    priceTo: 5000,
    badge: "Portable",
  },
  {
    id: "ecg-holter",
    icon: "HeartPulse",
    title: "ECG & Holter Monitoring",
    description: "12-lead ECG in your living room, and Holter recorders fitted and removed at home.",
    features: ["Cardiologist-read reports", "24, 48 and 72-hour Holter", "ECG report within 2 hours"],
    priceFrom: 599,
    priceTo: 5000,
    badge: "Cardiologist-read",
  },
  {
    id: "pft",
    icon: "Wind",
    title: "Pulmonary Function Test",
    description: "Portable spirometry with bronchodilator testing for asthma and COPD.",
    features: ["ATS/ERS standard testing", "Single-use filters", "Same-day report"],
    priceFrom: 1000,
    priceTo: 3500,
    badge: "At home",
  },
  {
    id: "eeg-sleep",
    icon: "Moon",
    title: "EEG & Sleep Study",
    description: "Routine and ambulatory EEG, and overnight sleep studies in your own bed.",
    features: ["Neurologist and sleep-specialist reports", "Set-up by certified technologists", "No hospital stay"],
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
    features: ["Private, comfortable setting", "Flow curve and residual estimate", "Urologist-ready report"],
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
    description: "A trained phlebotomist at your door within 60 minutes in metros, from 7:00 AM.",
    features: ["60-minute response in metros", "Free home sample pickup", "Reports by SMS and email"],
    priceFrom: 199,
    badge: "60-min response",
  },
];

export const homeCarePackages: HomeCarePackage[] = [
  {
    id: "senior-citizen-home-check",
    title: "Senior Citizen Home Health Check",
    tests: [
      "Complete Blood Count (CBC)",
      "Lipid Profile",
      "HbA1c",
      "Thyroid Function Test (T3, T4, TSH)",
      "Kidney Function Test",
      "Liver Function Test",
      "Vitamin D (25-OH)",
      "Vitamin B12",
      "Urine Routine & Microscopy",
      "ECG at Home",
    ],
    price: 3499,
    bestFor: "Adults over 60, and anyone who finds travelling to a centre difficult",
    savings: "Save over ₹2,300 against booking each test separately",
    popular: true,
  },
  {
    id: "cardiac-care-at-home",
    title: "Cardiac Care at Home",
    tests: [
      "ECG at Home",
      "24-Hour Holter Monitoring",
      "Lipid Profile",
      "HbA1c",
      "hs-CRP",
      "Kidney Function Test",
      "Complete Blood Count (CBC)",
    ],
    price: 4999,
    bestFor: "Palpitations, known heart disease, or follow-up after cardiac treatment",
    savings: "Save over ₹850, with both home visits included",
    popular: false,
  },
  {
    id: "sleep-apnoea-home-study",
    title: "Sleep Apnoea Home Study Package",
    tests: [
      "Overnight Polysomnography at Home",
      "ECG at Home",
      "Lipid Profile",
      "HbA1c",
      "Thyroid Function Test (T3, T4, TSH)",
      "Sleep specialist review of your report",
    ],
    price: 8500,
    bestFor: "Loud snoring, pauses in breathing at night, or daytime sleepiness",
    savings: "Save over ₹1,300, including the specialist review",
    popular: false,
  },
  {
    id: "respiratory-care-at-home",
    title: "Respiratory Care at Home",
    tests: [
      "Pulmonary Function Test (PFT)",
      "Digital Chest X-Ray at Home",
      "Six-Minute Walk Test",
      "Overnight Pulse Oximetry",
      "Complete Blood Count (CBC)",
      "C-Reactive Protein (CRP)",
      "Sputum Culture & Sensitivity",
      "ECG at Home",
    ],
    price: 7200,
    bestFor: "Asthma, COPD, or slow recovery after a chest infection",
    savings: "Save over ₹1,200 against individual home-visit prices",
    popular: false,
  },
];

export const homeCareWhyChoose: Highlight[] = [
  {
    icon: "ShieldCheck",
    title: "NABL/NABH accredited labs",
    description: "Samples collected at home are tested in the same accredited laboratories as our centres.",
  },
  {
    icon: "UserCheck",
    title: "Trained, verified staff",
    description: "Background-checked phlebotomists and technicians in uniform, carrying ID.",
  },
  {
    icon: "Clock",
    title: "On time, every time",
    description: "85% of home services are completed within 3 hours of booking.",
  },
  {
    icon: "Thermometer",
    title: "Cold-chain transport",
    description: "Samples travel in temperature-controlled boxes with live tracking to the lab.",
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
    description: "Your sample is processed in an NABL-accredited lab with 7-level quality checks.",
  },
  {
    icon: "FileText",
    title: "Report",
    description: "Receive a signed digital report by SMS and email, most within 6 hours.",
  },
];

export const homeCareFaqs: Faq[] = [
  {
    question: "Which areas do you cover for home collection?",
    answer:
      "We cover Delhi, Noida, Greater Noida, Gurugram, Faridabad and Ghaziabad, and Jammu and Srinagar in Jammu & Kashmir. Blood collection has a 60-minute response in metro areas.",
  },
  {
    question: "Is there a charge for home sample collection?",
    answer:
      "Home sample pickup is free for blood and urine tests. Home X-ray, Holter, sleep and nerve studies include the visit in the prices shown.",
  },
  {
    question: "How should I prepare for a home blood test?",
    answer:
      "Some tests need fasting: for a lipid profile, eat nothing for 12 hours before (water is fine). Take your usual medicines unless your doctor says otherwise, and drink water so veins are easier to find.",
  },
  {
    question: "Is a home X-ray safe for my family?",
    answer:
      "Yes. Our portable units are AERB-approved, the dose is low, and the technician uses lead shielding and asks others to step out of the room during the exposure.",
  },
  {
    question: "When will I get my reports?",
    answer:
      "About 80% of reports are ready within 6 hours. Routine blood tests are usually reported the same day; cultures and sleep studies take 2 to 5 days.",
  },
  {
    question: "Can I reschedule or cancel a home visit?",
    answer:
      "Yes. You can cancel or reschedule up to 2 hours before your appointment by chat or by calling our 24/7 support line.",
  },
];

export const accreditations: Accreditation[] = [
  { id: "nabl", name: "NABL", description: "National Accreditation Board for Testing and Calibration Laboratories" },
  { id: "nabh", name: "NABH", description: "National Accreditation Board for Hospitals & Healthcare Providers" },
  { id: "iso-9001", name: "ISO 9001", description: "Certified quality management system" },
  { id: "cap", name: "CAP", description: "College of American Pathologists proficiency testing" },
];
