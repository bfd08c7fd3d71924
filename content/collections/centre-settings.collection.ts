import { z } from "zod";
import type { ContentProblem } from "#content/compiler/problems.ts";
import type { Centre } from "./centres.schema.ts";
import { defineCollection, type CompileContext } from "./collection.ts";

/** A time of day on the 24-hour clock, on the hour or the half hour: 07:00, 21:30. */
const clockTime = z.string().regex(/^([01][0-9]|2[0-3]):(00|30)$/);

/**
 * Which centre is the head office, the home-collection hours, the home-visit charge, and the areas (each
 * with its PIN codes) each centre sends a home-collection team to (content/en/centre-settings.json). The
 * head office's address and the regions served are taken from the centres' own files, so they are typed
 * once; the hours, the charge and the areas are typed here once, and every text that gives them quotes
 * them (docs/content-review.md, rules 22 and 27).
 */
export const centreSettingsCollection = defineCollection({
  name: "centre-settings",
  label: "Head office and home-collection areas",
  description:
    "The head office (its address, from its centre's file, is the one search engines show), the home-collection hours, the home-visit charge, and the areas and PIN codes each centre collects samples from. A PIN code listed nowhere is outside the service area.",
  source: { file: "centre-settings.json" },
  schema: z
    .object({
      headOffice: z.string().min(1).meta({ title: "Head office", description: "the centre that is the head office", relation: "centres" }),
      collectionHours: z
        .object({
          opens: clockTime.meta({ title: "First slot starts", description: "the time the first home-collection slot starts, e.g. 07:00" }),
          closes: clockTime.meta({ title: "Last slot ends", description: "the time the last home-collection slot ends, e.g. 21:00" }),
        })
        .strict()
        .meta({
          title: "Home-collection hours",
          description: "the one statement of when home collection runs: the booking slots and every text that gives the hours come from it",
        }),
      homeVisitCharge: z
        .object({
          amount: z
            .number()
            .int()
            .positive()
            .meta({ title: "Charge (₹)", description: "the home-visit charge in rupees, a whole number such as 300" }),
          confirmedByLab: z.boolean().meta({
            title: "Confirmed by the lab",
            description: "ticked once the lab has confirmed the amount; a build for deployment refuses an unconfirmed charge",
          }),
        })
        .strict()
        .meta({
          title: "Home-visit charge",
          description: "what a test done at home on a paid visit (an ECG, an X-ray) adds to its price, unless its price includes the visit",
        }),
      homeCollectionAreas: z
        .array(
          z
            .object({
              centre: z.string().min(1).meta({ title: "Centre", description: "the centre that sends the team", relation: "centres" }),
              areas: z
                .array(
                  z
                    .object({
                      name: z
                        .string()
                        .min(1)
                        .meta({ title: "Area", description: "the area's name as the site names it, e.g. Greater Noida" }),
                      pinCodes: z
                        .array(
                          z
                            .string()
                            .regex(/^[1-9][0-9]{5}$/)
                            .meta({ title: "PIN code", description: "a 6-digit Indian PIN code, e.g. 110016" }),
                        )
                        .min(1)
                        .meta({ title: "PIN codes", description: "the PIN codes of this area it collects from" }),
                    })
                    .strict(),
                )
                .min(1)
                .meta({
                  title: "Areas",
                  description: "each area the site names as served, with its PIN codes: an area with none cannot be named",
                }),
            })
            .strict(),
        )
        .min(1)
        .meta({ title: "Home-collection areas", description: "one entry per centre that collects from homes" }),
    })
    .strict(),
  compile: (items, context) => {
    const { headOffice, homeCollectionAreas, collectionHours, homeVisitCharge } = items[0]!.data;
    return {
      ...fromTheCentres(headOffice, context),
      centrePinCodes: Object.fromEntries(homeCollectionAreas.map(({ centre, areas }) => [centre, areas.flatMap((area) => area.pinCodes)])),
      // The areas the site names as served, each once, in the list's order: every one has PIN codes.
      areasServed: [...new Set(homeCollectionAreas.flatMap(({ areas }) => areas.map((area) => area.name)))],
      collectionHours,
      homeVisitCharge,
      headOffice,
      homeCollectionAreas,
    };
  },
  // What the browser's scripts use, without every centre's PIN codes (only My Package's PIN check reads
  // them): the charge on its own for the price line of a test done on a paid home visit on every card
  // (../home-visit-charge.ts), and the hours and the areas' names for My Package's slots and the texts that
  // quote them (../home-collection.ts).
  derive: ({ collectionHours, homeVisitCharge, areasServed }) => ({
    "home-visit-charge": homeVisitCharge,
    "home-collection": { collectionHours, areasServed },
  }),
  check: (output, context): ContentProblem[] => {
    const file = `content/${context.locale}/centre-settings.json`;
    const ids = context.get("centres").map((centre) => centre.id);
    const allowed = `the id of a centre (a file name in content/${context.locale}/centres/): ${ids.join(", ")}`;
    const problems: ContentProblem[] = [];
    if (!ids.includes(output.headOffice))
      problems.push({ file, field: "headOffice", problem: `is "${output.headOffice}", which is not a centre`, allowed });
    const servedBy = new Map<string, string>();
    output.homeCollectionAreas.forEach(({ centre, areas }, index) => {
      if (!ids.includes(centre))
        problems.push({ file, field: `homeCollectionAreas[${index}].centre`, problem: `is "${centre}", which is not a centre`, allowed });
      if (output.homeCollectionAreas.findIndex((area) => area.centre === centre) !== index)
        problems.push({
          file,
          field: `homeCollectionAreas[${index}].centre`,
          problem: `is "${centre}", which has an entry already`,
          allowed: "one entry per centre: add the PIN codes to its first entry",
        });
      areas.forEach(({ pinCodes }, areaIndex) =>
        pinCodes.forEach((pin, pinIndex) => {
          const other = servedBy.get(pin);
          if (other)
            problems.push({
              file,
              field: `homeCollectionAreas[${index}].areas[${areaIndex}].pinCodes[${pinIndex}]`,
              problem: `is ${pin}, which ${other} serves already`,
              allowed: "each PIN code under one area of one centre only",
            });
          else servedBy.set(pin, centre);
        }),
      );
    });
    const { opens, closes } = output.collectionHours;
    if (closes <= opens)
      problems.push({
        file,
        field: "collectionHours.closes",
        problem: `is ${closes}, which is not after the first slot's start (${opens})`,
        allowed: "a time later the same day than the first slot starts",
      });
    return problems;
  },
});

/**
 * The head office's address and the regions served, from the centres' files. Its return type is written
 * out: a compile that reads another collection's output says what it returns (CompileContext.get says why).
 */
function fromTheCentres(
  headOffice: string,
  context: CompileContext,
): { headOfficeCentre: Pick<Centre, "address" | "postal"> | null; regionsServed: Centre["region"][] } {
  const centres = context.get("centres");
  const head = centres.find((centre) => centre.id === headOffice);
  return {
    headOfficeCentre: head ? { address: head.address, postal: head.postal } : null,
    regionsServed: [...new Set(centres.map((centre) => centre.region))],
  };
}
