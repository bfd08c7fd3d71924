import { z } from "zod";
import { defineCollection } from "#content/collections/collection.ts";

/** A made-up singleton collection for the compiler's tests: one file, content/<locale>/home.json, with a title. */
export const homeSingleton = defineCollection({
  name: "home",
  label: "Home",
  source: { file: "home.json" },
  schema: z.object({ title: z.string() }),
  compile: ([item]) => item?.data,
});
