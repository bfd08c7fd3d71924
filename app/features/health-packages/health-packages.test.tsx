import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { catalogue } from "#app/domain/catalogue.ts";
import { findHealthPackageCategory, packagesInCategory } from "#app/domain/package-categories.ts";
import { healthPackageCategories } from "#content/health-package-categories.ts";
import { HealthPackageCategoryNotFound, HealthPackageCategoryPage } from "./health-package-category-page.tsx";
import { CARDS_PER_CATEGORY, HealthPackagesHero, PackageCategorySection, type CategoryPreview } from "./health-packages-page.tsx";
import { PackageCardList } from "./package-card.tsx";
import { PackageImage } from "./package-image.tsx";

/** The list screen as app/routes/health-packages.astro composes it: each category's cards in its section. */
function HealthPackagesPage({ categories }: { categories: CategoryPreview[] }) {
  return (
    <>
      <HealthPackagesHero />
      {categories.map((preview, index) => (
        <PackageCategorySection
          key={preview.category.id}
          {...preview}
          index={index}
          cards={<PackageCardList packages={preview.packages} />}
        />
      ))}
    </>
  );
}

describe("package image fallback chain", () => {
  it("shows the image, then the fallback image, then the Health+ banner", () => {
    render(<PackageImage image="/images/packages/heart.svg" />);
    const img = screen.getByRole("img", { name: "Illustration of a heart with an ECG trace" });
    fireEvent.error(img);
    const fallback = screen.getByRole("img", { name: "Illustration of a test tube and a plus sign" });
    expect(fallback).toHaveAttribute("src", "/images/packages/fallback.svg");
    fireEvent.error(fallback);
    expect(screen.getByRole("img", { name: "Health+" })).toHaveTextContent("Health+");
  });

  it("starts with the fallback image when a package has none", () => {
    render(<PackageImage image={undefined} />);
    expect(screen.getByRole("img")).toHaveAttribute("src", "/images/packages/fallback.svg");
  });
});

describe("health package screens", () => {
  it("list shows up to 4 cards per category with View All", () => {
    const categories = healthPackageCategories.map((category) => {
      const packages = packagesInCategory(catalogue, category.id);
      return { category, packages: packages.slice(0, CARDS_PER_CATEGORY), total: packages.length };
    });
    render(<HealthPackagesPage categories={categories} />);
    expect(screen.getByRole("heading", { level: 1, name: "Comprehensive Health Packages" })).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: /^View All/ })).toHaveLength(4);
    // Each card: its name links to its details, then Book Now and Add to Package, named with the package.
    const names = screen.getAllByRole("heading", { level: 3 }).map((heading) => within(heading).getByRole("link"));
    expect(names).toHaveLength(16);
    expect(names[0]).toHaveAttribute("href", "/package-details/100?from=packages");
    expect(names[0]).toHaveTextContent("Basic Health Checkup");
    expect(screen.getAllByRole("link", { name: /^Book Now: / })).toHaveLength(16);
    expect(screen.getAllByRole("button", { name: /^Add to My tests: / })).toHaveLength(16);
    // and "View Details", to the same page, named with the package for a list of the page's links.
    const details = screen.getAllByRole("link", { name: /^View Details: / });
    expect(details).toHaveLength(16);
    expect(details[0]).toHaveAccessibleName("View Details: Basic Health Checkup");
    expect(details[0]).toHaveAttribute("href", "/package-details/100?from=packages");
  });

  it("category page lists all its packages", () => {
    const category = findHealthPackageCategory("women-health")!;
    const packages = packagesInCategory(catalogue, category.id);
    render(
      <HealthPackageCategoryPage
        category={category}
        packages={packages}
        cards={<PackageCardList packages={packages} headingLevel={2} />}
      />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Women Health Checkups" })).toBeInTheDocument();
    expect(screen.getByText("8 packages available")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Breadcrumb" })).toHaveTextContent("HomeHealth PackagesWomen Health Checkups");
  });

  it("an empty category says so", () => {
    render(<HealthPackageCategoryPage category={findHealthPackageCategory("allergy")!} packages={[]} />);
    expect(screen.getByText("0 packages available")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "No packages available" })).toBeInTheDocument();
    expect(screen.getByText("We're working on adding more packages to this category.")).toBeInTheDocument();
  });

  it("an unknown category is not found", () => {
    render(<HealthPackageCategoryNotFound />);
    expect(screen.getByRole("heading", { level: 1, name: "Category Not Found" })).toBeInTheDocument();
    expect(screen.getByText("The health package category you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Health Packages" })).toHaveAttribute("href", "/health-packages");
  });
});
