import type { CompileContext } from "#content/collections/collection.ts";
import { placeholderArguments, placeholdersIn, type PlaceholderName } from "#content/placeholders.ts";
import type { ContentProblem } from "./problems.ts";

/** How placeholders are written, for the "Allowed:" of a message: "{{fasting <test key>}}, {{insulin-advice}}". */
function written(names: readonly string[]): string {
  if (names.length === 0) return "no placeholders here: write the text itself";
  return names
    .map((name) => [name, placeholderArguments[name as PlaceholderName]] as const)
    .map(([name, argument]) =>
      argument === "none" ? `{{${name}}}` : argument === "advice" ? `{{${name} <advice key>}}` : `{{${name} <test key>}}`,
    )
    .join(", ");
}

/**
 * Every placeholder in a file's texts, checked: a known name, a test key where it takes one, and a test
 * that asks for a fast where it quotes the fast. Called by the collections whose texts use them.
 */
export function checkPlaceholders(
  file: string,
  data: unknown,
  context: CompileContext,
  /** The placeholders this collection's texts may use (its content module fills only these). */
  allowed: readonly PlaceholderName[] = Object.keys(placeholderArguments) as PlaceholderName[],
  path = "",
): ContentProblem[] {
  if (typeof data === "string") {
    return placeholdersIn(data).flatMap(({ name, arg }) => {
      const field = path;
      const argument = placeholderArguments[name as PlaceholderName];
      const asWritten = `{{${name}${arg ? ` ${arg}` : ""}}}`;
      if (!argument)
        return [{ file, field, problem: `uses the placeholder ${asWritten}, which the site does not know`, allowed: written(allowed) }];
      if (!allowed.includes(name as PlaceholderName))
        return [{ file, field, problem: `uses the placeholder ${asWritten}, which this text cannot use`, allowed: written(allowed) }];
      if (argument === "none")
        return arg ? [{ file, field, problem: `gives ${asWritten} a test, which it does not take`, allowed: `{{${name}}}` }] : [];
      if (argument === "advice") {
        const advice = Object.keys(context.get("advice"));
        return arg && advice.includes(arg)
          ? []
          : [
              {
                file,
                field,
                problem: `uses ${asWritten}, but "${arg ?? ""}" is not a shared advice`,
                allowed: `{{${name} <advice key>}}, the key being a file name in content/${context.locale}/advice/: ${advice.join(", ")}`,
              },
            ];
      }
      const facts = context.get("test-facts");
      if (!arg || !(arg in facts))
        return [
          {
            file,
            field,
            problem: `uses ${asWritten}, but "${arg ?? ""}" is not a test`,
            allowed: `{{${name} <test key>}}, the key being a file name in content/${context.locale}/test-facts/`,
          },
        ];
      if (argument === "fasting test" && facts[arg]!.fastingHours === null)
        return [{ file, field, problem: `uses ${asWritten}, but that test needs no fasting`, allowed: "a test that asks for a fast" }];
      return [];
    });
  }
  if (Array.isArray(data)) return data.flatMap((item, index) => checkPlaceholders(file, item, context, allowed, `${path}[${index}]`));
  if (typeof data === "object" && data !== null)
    return Object.entries(data).flatMap(([key, value]) => checkPlaceholders(file, value, context, allowed, path ? `${path}.${key}` : key));
  return [];
}
