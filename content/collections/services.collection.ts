import { z } from "zod";
import { inOrder, orderField } from "#content/compiler/order.ts";
import { checkPlaceholders } from "#content/compiler/placeholders-check.ts";
import type { ContentProblem } from "#content/compiler/problems.ts";
import { placeholdersOf } from "#content/placeholders.ts";
import { defineCollection, type CompileContext } from "./collection.ts";
import { relationTo } from "./relation.schema.ts";
import { featureSchema, serviceCategorySchema, subcategorySchema } from "./services.schema.ts";
import { testKeysOf } from "./test-facts.collection.ts";

/**
 * The service departments (content/en/departments/<slug>.json: the department, its "why choose" and
 * its subcategories' pages, with its medical review) and the tests their subcategory pages sell
 * (content/en/department-tests/<test key>.json: the name on the card and where it is listed; its price is
 * the test's own, in content/en/tests/, and what it is comes from its facts). ./services.ts puts them
 * together. A department test has no price of its own: one test, one price (docs/decisions/055-one-price-per-test.md).
 */
export const departmentsCollection = defineCollection({
  name: "departments",
  label: "Departments",
  labelSingular: "Department",
  description:
    "Pathology, radiology, cardiology, neurology: each department's page and its subcategory pages. Their tests are in Department tests.",
  source: { folder: "departments", extension: "json" },
  schema: serviceCategorySchema
    .omit({ subcategories: true })
    .extend({
      subcategories: z
        .array(subcategorySchema.omit({ tests: true }).strict())
        .min(1)
        .meta({ title: "Subcategories", description: "the department's subcategory pages, in order" }),
      order: orderField,
    })
    .strict(),
  idField: "slug",
  editor: { summary: "{{name}}", sortableFields: ["order", "name"] },
  compile: (items) => inOrder(items),
  // The header's Services menu (../service-menu.ts): every page's script carries it, so it gets the
  // names and addresses only, not the departments' pages.
  derive: (departments) => ({
    "service-menu": departments.map(({ slug, name, subcategories }) => ({
      slug,
      name,
      subcategories: subcategories.map((sub) => ({ slug: sub.slug, name: sub.name })),
    })),
  }),
  check: (output, context): ContentProblem[] =>
    output.flatMap((department) => {
      const file = `content/${context.locale}/departments/${department.slug}.json`;
      const notices = Object.keys(context.get("safety-notices"));
      return [
        ...checkPlaceholders(file, department, context, placeholdersOf.departments),
        // A subcategory's slug is its page's address (/services/<department>/<slug>): two alike would share one page.
        ...department.subcategories.flatMap((sub, i) =>
          department.subcategories.findIndex((other) => other.slug === sub.slug) < i
            ? [
                {
                  file,
                  field: `subcategories[${i}].slug`,
                  problem: `is "${sub.slug}", which an earlier subcategory of this department has already`,
                  allowed: "a different address for each subcategory (lowercase words joined by -)",
                },
              ]
            : [],
        ),
        ...department.subcategories.flatMap((sub, i) =>
          (sub.notices ?? []).flatMap((name, j) =>
            notices.includes(name)
              ? []
              : [
                  {
                    file,
                    field: `subcategories[${i}].notices[${j}]`,
                    problem: `is "${name}", which is not an emergency notice`,
                    allowed: notices.join(", "),
                  },
                ],
          ),
        ),
      ];
    }),
});

export const departmentTestsCollection = defineCollection({
  name: "department-tests",
  label: "Department tests",
  labelSingular: "Department test",
  description:
    "The tests on the department pages. Their price is the test's own, from Tests (one test, one price): change it there or in the price list. The file name is the test's key in Test facts.",
  source: { folder: "department-tests", extension: "json" },
  schema: z
    .object({
      id: relationTo("test-facts").meta({
        title: "Test facts",
        description: "the test (its sample, fasting, report time) from Test facts; also the file's name",
      }),
      name: z.string().min(1).meta({ title: "Name", description: "the name on the department page's card" }),
      department: z.string().min(1).meta({ title: "Department", relation: "departments" }),
      subcategory: z
        .string()
        .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
        .meta({ title: "Subcategory", description: "the subcategory page it is listed on, by its address, e.g. blood-tests" }),
      order: orderField,
    })
    .strict(),
  idField: "id",
  editor: { summary: "{{name}}", sortableFields: ["department", "subcategory", "order", "name"], preview: "test-card" },
  // The card's price is the test's own (its catalogue test's, which the price list changes): a test the
  // catalogue does not sell is refused by its check (checkSoldAlone), so 0 never reaches a page.
  compile: (items, context) => {
    const priceOf = cardPriceOf(context);
    return [...items]
      .sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id))
      .map(({ data }) => {
        const { order: _order, ...test } = data;
        return { ...test, ...priceOf(test.id) };
      });
  },
  check: (output, context): ContentProblem[] => checkDepartmentTests(output, context),
});

/**
 * A test's price on its card, as its catalogue test sells it. Its return type is written out: a compile
 * that reads another collection's output says what it returns (CompileContext.get says why).
 */
function cardPriceOf(context: CompileContext): (test: string) => { price: number; homeVisitIncluded?: true } {
  const catalogue = context.get("catalogue-tests");
  return (test) => {
    const sold = catalogue.find((entry) => entry.test === test);
    return { price: sold?.price ?? 0, ...(sold?.homeVisitIncluded ? { homeVisitIncluded: true as const } : {}) };
  };
}

function checkDepartmentTests(
  tests: { id: string; name: string; department: string; subcategory: string }[],
  context: CompileContext,
): ContentProblem[] {
  const keys = testKeysOf(context);
  const departments = context.get("departments");
  return tests.flatMap((test) => {
    const file = `content/${context.locale}/department-tests/${test.id}.json`;
    const department = departments.find((d) => d.slug === test.department);
    const problems: ContentProblem[] = [];
    if (!keys.includes(test.id))
      problems.push({
        file,
        field: "id",
        problem: `is "${test.id}", which is not a test`,
        allowed: `the name of a file in content/${context.locale}/test-facts/ (pick it from the list in the editor)`,
      });
    // ./services.ts fills no placeholders in a test's name: one written there would show as typed.
    problems.push(...checkPlaceholders(file, test, context, []));
    if (!department)
      problems.push({
        file,
        field: "department",
        problem: `is "${test.department}", which is not a department`,
        allowed: departments.map((d) => d.slug).join(", "),
      });
    else if (!department.subcategories.some((s) => s.slug === test.subcategory))
      problems.push({
        file,
        field: "subcategory",
        problem: `is "${test.subcategory}", which is not a subcategory of ${department.slug}`,
        allowed: department.subcategories.map((s) => s.slug).join(", "),
      });
    return problems;
  });
}

export const servicesPageCollection = defineCollection({
  name: "services-page",
  label: "Services page",
  description: "The quality points of the departments overview, /services.",
  source: { file: "services-page.json" },
  schema: z.object({ qualityAssurance: z.array(featureSchema).min(1).meta({ title: "Quality points" }) }).strict(),
  compile: ([item]) => item!.data,
  check: (output, context): ContentProblem[] =>
    checkPlaceholders(`content/${context.locale}/services-page.json`, output, context, placeholdersOf.departments),
});
