import { LOCALES } from "#scripts/locale-modules.mjs";
import { aboutCollection } from "./about.collection.ts";
import { accreditationScopeCollection } from "./accreditation-scope.collection.ts";
import { adviceCollection } from "./advice.collection.ts";
import { articlesCollection } from "./articles.collection.ts";
import { catalogueTestsCollection } from "./catalogue.collection.ts";
import { centreSettingsCollection } from "./centre-settings.collection.ts";
import { centresCollection } from "./centres.collection.ts";
import { claimsCollection } from "./claims.collection.ts";
import type { CollectionDefinition } from "./collection.ts";
import { corporateCollection } from "./corporate.collection.ts";
import { allTestsCollection, findTestCollection } from "./find-test.collection.ts";
import { galleryCollection, galleryPageCollection } from "./gallery.collection.ts";
import { homeCarePackagesCollection } from "./home-care-packages.collection.ts";
import { homeCareCollection } from "./home-care.collection.ts";
import { homeServicesCollection } from "./home-services.collection.ts";
import { homeCollection } from "./home.collection.ts";
import { legalCollection } from "./legal.collection.ts";
import { medicalReviewersCollection } from "./medical-reviewers.collection.ts";
import { newsCollection } from "./news.collection.ts";
import { healthPackageCategoriesCollection, packageImagesCollection } from "./package-pages.collection.ts";
import { packagesCollection } from "./packages.collection.ts";
import { prescriptionShorthandsCollection } from "./prescription-shorthands.collection.ts";
import { faqsCollection, resourcesPageCollection } from "./resources.collection.ts";
import { safetyNoticesCollection } from "./safety-notices.collection.ts";
import { emergencyCollection, safetyCollection } from "./safety.collection.ts";
import { departmentsCollection, departmentTestsCollection, servicesPageCollection } from "./services.collection.ts";
import { contactCollection, formCopyCollection, sectionHeadingsCollection } from "./site-copy.collection.ts";
import { testFactsCollection } from "./test-facts.collection.ts";
import { analyteGroupsCollection, knownConfusionsCollection } from "./test-rules.collection.ts";

/**
 * Every content collection, in the order the editor lists them (docs/editing.md). The build compiles
 * these (scripts/content-compile.mjs) and the editor's configuration is generated from them.
 */
export const collections = [
  catalogueTestsCollection,
  packagesCollection,
  packageImagesCollection,
  healthPackageCategoriesCollection,
  departmentTestsCollection,
  departmentsCollection,
  homeCarePackagesCollection,
  homeServicesCollection,
  testFactsCollection,
  adviceCollection,
  analyteGroupsCollection,
  knownConfusionsCollection,
  prescriptionShorthandsCollection,
  safetyNoticesCollection,
  medicalReviewersCollection,
  safetyCollection,
  emergencyCollection,
  centresCollection,
  centreSettingsCollection,
  articlesCollection,
  newsCollection,
  galleryCollection,
  galleryPageCollection,
  faqsCollection,
  resourcesPageCollection,
  homeCollection,
  findTestCollection,
  allTestsCollection,
  homeCareCollection,
  corporateCollection,
  servicesPageCollection,
  aboutCollection,
  legalCollection,
  sectionHeadingsCollection,
  formCopyCollection,
  contactCollection,
  claimsCollection,
  accreditationScopeCollection,
] satisfies readonly CollectionDefinition[];

type Collection = (typeof collections)[number];
type DerivedOf<C> = C extends { derive?(output: never): infer Derived } ? Derived : never;
type Derived = DerivedOf<Collection>;
type NamesOf<Outputs> = Outputs extends unknown ? keyof Outputs & string : never;
type DerivedName = NamesOf<Derived>;

/** What each collection's compile returns, by its name: the type of the compile context's `get` (./collection.ts). */
export type CompiledOutputs = { [C in Collection as C["name"]]: ReturnType<C["compile"]> };

/**
 * What each generated module holds, by its name: a collection's compile result, or one of its derived
 * outputs. The declaration the build writes beside each generated JSON names its entry here
 * (./declarations.ts), so the content modules read the JSON with this type and no cast.
 * Only those gitignored declarations import it, which knip does not read; hence the tag.
 * @public
 */
export type CollectionOutputs = CompiledOutputs & {
  [Name in DerivedName]: Extract<Derived, Record<Name, unknown>>[Name];
};

/**
 * The site's languages (scripts/locale-modules.mjs, which each build of the site reads too); content
 * lives in content/<locale>/, the first holding the facts (docs/decisions/026-hindi-second-build.md).
 */
export const locales: readonly string[] = LOCALES;
