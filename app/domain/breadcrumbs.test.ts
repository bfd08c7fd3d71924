import { packageCategoryCrumbs, serviceCrumbs, subcategoryCrumbs } from "./breadcrumbs.ts";

const cardiology = { name: "Cardiology", slug: "cardiology" };

describe("breadcrumb trails", () => {
  it("service page: Services / department", () => {
    expect(serviceCrumbs(cardiology)).toEqual([{ label: "Services", to: "/services" }, { label: "Cardiology" }]);
  });

  it("subcategory page: Services / department / subcategory", () => {
    expect(subcategoryCrumbs(cardiology, { name: "ECG" })).toEqual([
      { label: "Services", to: "/services" },
      { label: "Cardiology", to: "/services/cardiology" },
      { label: "ECG" },
    ]);
  });

  it("package category: Home / Health Packages / category", () => {
    expect(packageCategoryCrumbs({ title: "Allergy Test Packages" })).toEqual([
      { label: "Home", to: "/" },
      { label: "Health Packages", to: "/health-packages" },
      { label: "Allergy Test Packages" },
    ]);
  });
});
