import { z } from "zod";
import type { Centre } from "./centres.schema.ts";
import { defineCollection } from "./collection.ts";
import type { ContentProblem } from "#content/compiler/problems.ts";

/**
 * Which centre is the head office, and the PIN codes each centre sends a home-collection team to
 * (content/en/centre-settings.json). The head office's address and the regions served are taken from
 * the centres' own files, so they are typed once.
 */
export const centreSettingsCollection = defineCollection({
  name: "centre-settings",
  label: "Head office and home-collection areas",
  description:
    "The head office (its address, from its centre's file, is the one search engines show) and the PIN codes each centre collects samples from. A PIN code listed nowhere is outside the service area.",
  source: { file: "centre-settings.json" },
  schema: z
    .object({
      headOffice: z.string().min(1).meta({ title: "Head office", description: "the centre that is the head office", relation: "centres" }),
      homeCollectionAreas: z
        .array(
          z
            .object({
              centre: z.string().min(1).meta({ title: "Centre", description: "the centre that sends the team", relation: "centres" }),
              pinCodes: z
                .array(
                  z
                    .string()
                    .regex(/^[1-9][0-9]{5}$/)
                    .meta({ title: "PIN code", description: "a 6-digit Indian PIN code, e.g. 110016" }),
                )
                .min(1)
                .meta({ title: "PIN codes", description: "the PIN codes it collects from" }),
            })
            .strict(),
        )
        .min(1)
        .meta({ title: "Home-collection areas", description: "one entry per centre that collects from homes" }),
    })
    .strict(),
  compile: (items, context) => {
    const { headOffice, homeCollectionAreas } = items[0]!.data;
    const centres = context.get<Centre[]>("centres");
    const head = centres.find((centre) => centre.id === headOffice);
    return {
      headOfficeCentre: head ? { address: head.address, postal: head.postal } : null,
      regionsServed: [...new Set(centres.map((centre) => centre.region))],
      centrePinCodes: Object.fromEntries(homeCollectionAreas.map(({ centre, pinCodes }) => [centre, pinCodes])),
      headOffice,
      homeCollectionAreas,
    };
  },
  check: (output, context) => {
    const file = `content/${context.locale}/centre-settings.json`;
    const ids = context.get<Centre[]>("centres").map((centre) => centre.id);
    const allowed = `the id of a centre (a file name in content/${context.locale}/centres/): ${ids.join(", ")}`;
    const problems: ContentProblem[] = [];
    if (!ids.includes(output.headOffice))
      problems.push({ file, field: "headOffice", problem: `is "${output.headOffice}", which is not a centre`, allowed });
    const servedBy = new Map<string, string>();
    output.homeCollectionAreas.forEach(({ centre, pinCodes }, index) => {
      if (!ids.includes(centre))
        problems.push({ file, field: `homeCollectionAreas[${index}].centre`, problem: `is "${centre}", which is not a centre`, allowed });
      if (output.homeCollectionAreas.findIndex((area) => area.centre === centre) !== index)
        problems.push({
          file,
          field: `homeCollectionAreas[${index}].centre`,
          problem: `is "${centre}", which has an entry already`,
          allowed: "one entry per centre: add the PIN codes to its first entry",
        });
      pinCodes.forEach((pin, pinIndex) => {
        const other = servedBy.get(pin);
        if (other)
          problems.push({
            file,
            field: `homeCollectionAreas[${index}].pinCodes[${pinIndex}]`,
            problem: `is ${pin}, which ${other} serves already`,
            allowed: "each PIN code under one centre only",
          });
        else servedBy.set(pin, centre);
      });
    });
    return problems;
  },
});
