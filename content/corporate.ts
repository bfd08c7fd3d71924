import type {
  ClientLogo,
  CorporateBenefit,
  CorporatePackage,
  CorporateService,
  ImpactStat,
} from "#content/collections/corporate.schema.ts";
import corporateData from "#content/generated/corporate.json" with { type: "json" };
import { fillAll, type PlaceholderTableOf } from "./placeholders.ts";
import { fastingWarnings } from "./safety-advice.ts";
import { fastingText, testKeyOf } from "./test-facts.ts";

export type {
  ClientLogo,
  CorporateBenefit,
  CorporatePackage,
  CorporateService,
  ImpactStat,
} from "#content/collections/corporate.schema.ts";

/** Corporate health content (docs/behaviour.md#corporate), from content/en/corporate.json (edited at /admin, docs/editing.md). */

/** What the corporate texts' placeholders become. */
const placeholders = {
  fasting: (arg) => fastingText(testKeyOf(arg)),
  "insulin-advice": () => fastingWarnings,
} satisfies PlaceholderTableOf<"corporate">;

const page = fillAll(corporateData, placeholders);

export const corporateHero = page.hero;

export const corporateServices: CorporateService[] = page.services;

/**
 * Every package has a fasting blood sugar and a lipid profile, so every package asks for the fast; a
 * package with a chest X-ray also says the pregnancy check (both written once in the file).
 */
export const corporatePackages: CorporatePackage[] = page.packages.map(({ chestXray, ...entry }) => ({
  ...entry,
  preparation: [...page.fastingPreparation, ...(chestXray ? [page.xrayPregnancyCheck] : [])],
}));

/**
 * Example client names, drawn locally, shown under an "Example Logos (Not Our Clients)" heading until
 * real clients agree to be named (clientLogosSection says so on the page).
 */
export const clientLogosSection = page.clientLogosSection;
export const clientLogos: ClientLogo[] = page.clientLogos;
export const corporateBenefits: CorporateBenefit[] = page.benefits;
export const impactStats: ImpactStat[] = page.impactStats;
