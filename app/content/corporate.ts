import type { ClientLogo, CorporateBenefit, CorporatePackage, CorporateService, ImpactStat } from "./corporate.schema";
import { claimSource } from "./claims";
import { insulinAdvice } from "./safety-advice";
import { fastingText } from "./test-facts";

export type { ClientLogo, CorporateBenefit, CorporatePackage, CorporateService, ImpactStat } from "./corporate.schema";

/** Corporate health content (docs/behaviour.md#corporate). */

export const corporateHero = {
  eyebrow: "Corporate health",
  title: "Healthier Teams, Stronger Business",
  intro:
    "Annual health check-ups, pre-employment screening and on-site health camps for companies across Delhi/NCR and Jammu & Kashmir, with one point of contact and reports your HR team can act on.",
  image: "/images/corporate/office-camp.svg",
  imageAlt: "Illustration of an on-site health camp in an office, with a sample collection desk",
} as const;

/** Said wherever a package or service includes a chest X-ray. */
const xrayPregnancyCheck =
  "Chest X-ray only after a pregnancy check; it is skipped or postponed for anyone who is or may be pregnant.";

export const corporateServices: CorporateService[] = [
  {
    id: "annual-health-checkups",
    icon: "ClipboardList",
    title: "Annual Health Check-ups",
    description: "Yearly check-ups for every employee, at your office, at our centres or at home.",
    features: ["Age and gender-specific panels", "Doctor consultation on reports", "Confidential individual reports"],
  },
  {
    id: "pre-employment-screening",
    icon: "UserCheck",
    title: "Pre-Employment Screening",
    description: "Fit-to-work medicals for new joiners, with results in 24 to 48 hours.",
    features: [
      "Blood, urine, chest X-ray and vision",
      "Fitness certificate by a physician",
      "Bulk scheduling across cities",
      xrayPregnancyCheck,
    ],
  },
  {
    id: "onsite-health-camps",
    icon: "Tent",
    title: "On-Site Health Camps",
    description: "Camps at your premises for sample collection, ECG, BMI, blood pressure and eye checks.",
    features: ["Set-up in under an hour", "Walk-in slots by department"],
  },
  {
    id: "occupational-health",
    icon: "HardHat",
    title: "Occupational Health Testing",
    description: "Statutory and role-specific tests for factory, warehouse and field teams.",
    features: ["Audiometry and spirometry", "Heavy-metal and liver panels", "Records kept for inspections"],
  },
];

/** Every package has a fasting blood sugar and a lipid profile, so every package asks for the fast. */
const fastingPreparation = [
  `Fast for ${fastingText("lipid-profile")} before the sample; plain water is allowed. We book the first camp slots early in the morning.`,
  "Keep taking your usual medicines with a sip of water unless your doctor tells you otherwise.",
  insulinAdvice,
];

export const corporatePackages: CorporatePackage[] = [
  {
    id: "essential-wellness",
    name: "Essential Wellness",
    price: 1299,
    duration: "About 30 minutes per employee",
    testCount: 25,
    features: [
      "CBC, fasting blood sugar and lipid profile",
      "Liver and kidney function basics",
      "Urine routine",
      "BMI and blood pressure check",
      "Digital reports for every employee",
    ],
    preparation: fastingPreparation,
    reportTime: "24-48 hours",
    popular: false,
  },
  {
    id: "comprehensive-care",
    name: "Comprehensive Care",
    price: 2999,
    duration: "About 45 minutes per employee",
    testCount: 45,
    features: [
      "Everything in Essential Wellness",
      "HbA1c, thyroid profile and vitamin D and B12",
      "Resting ECG",
      "Physician consultation on reports",
      "Anonymised health dashboard for HR",
    ],
    preparation: fastingPreparation,
    reportTime: "24-48 hours",
    popular: true,
  },
  {
    id: "executive-health",
    name: "Executive Health",
    price: 4999,
    duration: "About 90 minutes per employee",
    testCount: 65,
    features: [
      "Everything in Comprehensive Care",
      "Resting ECG with cardiologist review (treadmill test at a centre only if the cardiologist advises)",
      "Chest X-ray (after a pregnancy check) and pulmonary function test",
      "Age-appropriate screening advice from a physician (no tumour-marker screening)",
      "Dietitian and cardiologist consultation",
    ],
    preparation: [...fastingPreparation, xrayPregnancyCheck],
    reportTime: "24-48 hours",
    popular: false,
  },
];

/**
 * Example client names, drawn locally, shown under an "Example Logos (Not Our Clients)" heading until
 * real clients agree to be named (clientLogosSection says so on the page).
 */
export const clientLogosSection = {
  eyebrow: "Examples",
  title: "Example Logos (Not Our Clients)",
  intro:
    "Example logos for illustration only: these are not real clients, and the figures above do not refer to them. Client names will appear here once they agree to be listed.",
} as const;

export const clientLogos: ClientLogo[] = [
  { id: "nirmaan-infra", name: "Nirmaan Infra", sector: "Construction", logo: "/images/corporate/nirmaan-infra.svg" },
  { id: "kestrel-soft", name: "Kestrel Soft", sector: "Software", logo: "/images/corporate/kestrel-soft.svg" },
  { id: "aravali-logistics", name: "Aravali Logistics", sector: "Logistics", logo: "/images/corporate/aravali-logistics.svg" },
  { id: "yamuna-textiles", name: "Yamuna Textiles", sector: "Manufacturing", logo: "/images/corporate/yamuna-textiles.svg" },
  { id: "saffron-stays", name: "Saffron Stays", sector: "Hospitality", logo: "/images/corporate/saffron-stays.svg" },
  { id: "bluepine-finance", name: "Bluepine Finance", sector: "Banking", logo: "/images/corporate/bluepine-finance.svg" },
];

export const corporateBenefits: CorporateBenefit[] = [
  {
    icon: "TrendingUp",
    title: "Early detection",
    description: "Finding diabetes, high blood pressure and anaemia early lets people get treatment sooner.",
  },
  {
    icon: "Users",
    title: "One point of contact",
    description: "A dedicated account manager schedules camps, tracks attendance and shares reports.",
  },
  {
    icon: "ShieldCheck",
    title: "Confidential by design",
    description: "Employees get their own reports; HR sees only anonymised, aggregated trends.",
  },
  {
    icon: "PiggyBank",
    title: "Predictable cost",
    description: "Flat per-employee pricing with GST invoices and no hidden visit charges.",
  },
];

export const impactStats: ImpactStat[] = [
  { value: "500+", label: `Companies that held a check-up or health camp with us (${claimSource})` },
  { value: "50K+", label: `Employees tested at those check-ups and camps (${claimSource})` },
  { value: "95%", label: `HR contacts who answered our post-camp survey and said they were satisfied (${claimSource})` },
];
