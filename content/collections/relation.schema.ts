import { z } from "zod";
import type { AdviceKey } from "#content/advice.ts";
import type { MedicalReviewerId } from "#content/medical-reviewers.ts";
import type { SafetyNoticeKey } from "#content/safety-notices.ts";
import type { TestKey } from "#content/test-facts.ts";

/** The ids a field can name in each collection it points at: the file names the last compile found. */
interface RelationIds {
  "test-facts": TestKey;
  "safety-notices": SafetyNoticeKey;
  advice: AdviceKey;
  "medical-reviewers": MedicalReviewerId;
}

/**
 * A field that names an item of another collection by its id (a file name): the editor shows it as a
 * choice of that collection's items (content/compiler/editor-fields.ts), and its type is that
 * collection's ids, so the modules that read it need no cast. One file's schema cannot read the other
 * collection, so its guard only asks for a name; the build then checks every such id against the
 * other collection's files, after all of them are read, and names the file and field of an unknown one
 * (each collection's `check`, and content/compiler/reviews-check.ts for reviewers). That check is what the
 * type stands for.
 */
export function relationTo<Collection extends keyof RelationIds>(
  collection: Collection,
): z.ZodType<string & RelationIds[Collection], string> {
  const named = (id: string): id is string & RelationIds[Collection] => id.length > 0;
  // `abort`: an empty id gets the one message, not a second from the guard.
  return z.string().min(1, { abort: true }).refine(named).meta({ relation: collection });
}
