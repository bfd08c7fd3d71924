import { z } from "zod";
import { medicalReviewSchema } from "./medical-review.schema.ts";
import { relationTo } from "./relation.schema.ts";

/**
 * Zod schemas of the find-test catalogue (./catalogue.ts; files content/en/tests/<id>.json and
 * content/en/packages/<id>.json, content/collections/catalogue.collection.ts and packages.collection.ts) and the types derived from
 * them. The fields' metadata are the editor's labels and hints and the build's "Allowed:".
 *
 * A catalogue entry holds what belongs to the offer alone (name, price, who it is for). What a test is
 * (sample, fasting, preparation, report time, parameters, where it can be done) comes from the test
 * facts it names, and a package's from the tests it holds (app/domain/catalogue.ts). The test keys and
 * notices an entry names are checked against their own files by the build, so this schema reads no content.
 */

/** A test, by the key of its facts (the file name in content/en/test-facts/). */
export const testKeySchema = relationTo("test-facts");

/**
 * A display group of several tests inside a package ("Cardiac Risk Markers"). `chooseOne`: the doctor
 * picks one of them ("PSA or CA-125"), so the package counts one, and prepares for either.
 */
export const packageGroupSchema = z
  .object({
    panel: z.string().min(1),
    tests: z.array(testKeySchema).min(2),
    chooseOne: z.literal(true).optional(),
  })
  .strict();

export const offerFields = {
  id: z
    .number()
    .int()
    .positive()
    .meta({ title: "Number", description: "the item's number, shown in its address (/test-details/12); the file's name" }),
  name: z.string().min(1).meta({ title: "Name", description: "the name patients see on the card" }),
  aliases: z
    .array(z.string().min(1))
    .optional()
    .meta({ title: "Search words", description: "other names patients search for, e.g. CBP, hemogram" }),
  specialty: z
    .string()
    .min(1)
    .meta({ title: "Specialty", description: "the find-test filter it appears under, e.g. general, cardiology, preventive" }),
  price: z.number().int().positive().meta({ title: "Price (₹)", description: "the price in rupees, a whole number such as 450" }),
  popular: z.boolean().meta({
    title: "Common test",
    description:
      'a routine test most people know (CBC, lipid profile): shown with a "Common test" badge. Not a claim of bookings: the site says "popular" only with a source and period (docs/content-review.md, rule 26)',
  }),
  image: z.string().min(1).optional().meta({ title: "Image", description: "a picture from /images/, e.g. /images/packages/full-body.svg" }),
  /** Boxed notices (./safety-notices.ts): every symptom that can be an emergency and leads here names its 112 box. */
  notices: z
    .array(relationTo("safety-notices"))
    .optional()
    .meta({ title: "Emergency notices", description: "call-112 boxes for symptoms that lead here", medical: true }),
  /** Who the offer is for or what a doctor asks it for: uses the tests support, never a promise. */
  specializations: z.array(z.string().min(1)).meta({ title: "Who it is for", description: "uses the tests support, never a promise" }),
  review: medicalReviewSchema.meta({ title: "Medical review" }),
};

/**
 * Whether the printable test guide (/test-guide) lists the test. The guide lists every package and these
 * tests, the ones most patients ask about; every other test's preparation is on its own page, so the
 * guide stays a few pages however long the menu grows (docs/decisions/035-the-guide-lists-a-chosen-few.md).
 */
export const inGuideSchema = z.boolean().optional().meta({
  title: "In the printed test guide",
  description: "lists the test in the printable preparation guide (/test-guide): only the tests most patients ask about",
});

/**
 * A test done at home on a paid visit whose price already includes the visit (an ECG at home, a Holter):
 * its price line says "home visit included" instead of adding the home-visit charge (docs/content-review.md, rule 22).
 * Every test file carries it, `false` on all but those: the editor's checkbox writes `false` into a file
 * that lacks it, so a file without it would gain a line on every save of another field.
 */
export const homeVisitIncludedSchema = z.boolean().optional().meta({
  title: "Price includes the home visit",
  description:
    "only for a test done at home on a paid visit: ticked, its price includes the visit; not ticked, the home-visit charge is added to it",
});

export const testEntrySchema = z
  .object({
    ...offerFields,
    type: z.literal("test"),
    inGuide: inGuideSchema,
    homeVisitIncluded: homeVisitIncludedSchema,
    /** The test facts this offer sells. */
    test: testKeySchema.meta({
      title: "Test",
      description: "the test's facts (sample, fasting, report time…) from Test facts",
    }),
  })
  .strict();

export const packageEntrySchema = z
  .object({
    ...offerFields,
    type: z.literal("package"),
    description: z.string().min(1),
    /** The tests, by key: one alone, or a display group of several. */
    contents: z.array(z.union([testKeySchema, packageGroupSchema])).min(1),
  })
  .strict();

export const catalogueEntrySchema = z.discriminatedUnion("type", [testEntrySchema, packageEntrySchema]);

/**
 * Set by the content compile on a locale's entry that has no file of its words yet
 * (content/compiler/translation.ts): its words are the English ones, and pages mark them `lang="en"`.
 */
export type Untranslated = { untranslated?: true };
export type TestEntry = z.infer<typeof testEntrySchema> & Untranslated;
export type PackageEntry = z.infer<typeof packageEntrySchema>;
export type CatalogueEntry = TestEntry | PackageEntry;
