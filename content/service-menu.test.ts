import { describe, expect, it } from "vitest";
import { serviceMenu } from "./service-menu.ts";
import { serviceCategories } from "./services.ts";

describe("service menu", () => {
  it("lists every department and subcategory of the service content, in its order, with its names and slugs", () => {
    const fromContent = serviceCategories.map((c) => ({
      slug: c.slug,
      name: c.name,
      subcategories: c.subcategories.map((s) => ({ slug: s.slug, name: s.name })),
    }));
    expect(serviceMenu).toEqual(fromContent);
  });
});
