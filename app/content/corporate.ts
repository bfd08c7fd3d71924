import type { ClientLogo, CorporateBenefit, CorporatePackage, CorporateService, ImpactStat } from "./corporate.schema";
import { claimSource } from "./claims";

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
    features: ["Blood, urine, chest X-ray and vision", "Fitness certificate by a physician", "Bulk scheduling across cities"],
  },
  {
    id: "onsite-health-camps",
    icon: "Tent",
    title: "On-Site Health Camps",
    description: "Camps at your premises for sample collection, ECG, BMI, blood pressure and eye checks.",
    features: ["Set-up in under an hour", "Walk-in slots by department", "Flu vaccination drives on request"],
  },
  {
    id: "occupational-health",
    icon: "HardHat",
    title: "Occupational Health Testing",
    description: "Statutory and role-specific tests for factory, warehouse and field teams.",
    features: ["Audiometry and spirometry", "Heavy-metal and liver panels", "Records kept for inspections"],
  },
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
      "Chest X-ray and pulmonary function test",
      "Age-appropriate screening advice from a physician (no tumour-marker screening)",
      "Dietitian and cardiologist consultation",
    ],
    popular: false,
  },
];

/**
 * Example client names, drawn locally, shown under an "examples" heading until real clients agree to be
 * named (clientLogosNote says so on the page).
 */
export const clientLogosNote =
  "Example logos for illustration only: these are not real clients. Client names will appear here once they agree to be listed.";

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
    title: "Fewer sick days",
    description: "Early detection of diabetes, hypertension and anaemia keeps people at work and well.",
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
  { value: "500+", label: `Corporate clients served (${claimSource})` },
  { value: "50K+", label: `Employees screened (${claimSource})` },
  { value: "95%", label: `Clients satisfied in the post-camp survey (${claimSource})` },
];
