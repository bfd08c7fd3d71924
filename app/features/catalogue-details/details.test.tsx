import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { medicalNote } from "~/content/medical-note";
import { testFacts } from "~/content/test-facts";
import { PackageDetailsPage } from "./package-details-page";
import { TestDetailsPage } from "./test-details-page";

const at = (url: string, ui: React.ReactNode) => render(<MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>);

describe("test details", () => {
  it("shows every field and the back link by origin", () => {
    at("/test-details/2?from=home", <TestDetailsPage testId="2" />);
    expect(screen.getByRole("heading", { level: 1, name: "Lipid Profile" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/#search");
    const lipid = testFacts["lipid-profile"];
    for (const text of [lipid.sample, lipid.reportTime, "Available", "Pathology", "Cardiology", "HDL cholesterol", "cholesterol test", "₹450"]) {
      expect(screen.getAllByText(text, { exact: false }).length, text).toBeGreaterThan(0);
    }
    expect(screen.getByText(lipid.preparation)).toBeInTheDocument();
    expect(screen.getByText(medicalNote)).toBeInTheDocument();
    expect(screen.getByText("Popular")).toBeInTheDocument();
    const book = screen.getByRole("link", { name: /Book Now/ });
    expect(book).toHaveAttribute("target", "_blank");
    expect(book).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("puts the call-112 emergency banner on Cardiac Enzymes, and on no other test", () => {
    at("/test-details/12", <TestDetailsPage testId="12" />);
    const banner = screen.getByRole("complementary", { name: "Emergency warning" });
    expect(banner).toHaveTextContent(/call 112/i);
    at("/test-details/1", <TestDetailsPage testId="1" />);
    expect(screen.getAllByRole("complementary", { name: "Emergency warning" })).toHaveLength(1);
  });

  it("is not found for unknown ids and for package ids", () => {
    at("/test-details/100", <TestDetailsPage testId="100" />);
    expect(screen.getByRole("heading", { level: 1, name: "Test Not Found" })).toBeInTheDocument();
    expect(screen.getByText("The test you're looking for doesn't exist.")).toBeInTheDocument();
  });
});

describe("package details", () => {
  it("shows panels with counts and the back link by origin", () => {
    at("/package-details/100?from=packages", <PackageDetailsPage packageId="100" />);
    expect(screen.getByRole("heading", { level: 1, name: "Basic Health Checkup" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Health Packages" })).toHaveAttribute("href", "/health-packages");
    expect(screen.getByText("74 Parameters Included")).toBeInTheDocument();
    expect(screen.getByText(medicalNote)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Complete Blood Count (24)" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Individual Tests (2)" })).toBeInTheDocument();
    const panels = document.querySelectorAll("details");
    expect(new Set([...panels].map((d) => d.getAttribute("name"))).size).toBe(1);
    expect(panels[0]).toHaveAttribute("open");
  });

  it("home origin goes back to /#packages; anything else to /find-test", () => {
    at("/package-details/301?from=home", <PackageDetailsPage packageId="301" />);
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/#packages");
  });

  it("is not found for test ids", () => {
    at("/package-details/5", <PackageDetailsPage packageId="5" />);
    expect(screen.getByRole("heading", { level: 1, name: "Package Not Found" })).toBeInTheDocument();
    expect(screen.getByText("The health package you're looking for doesn't exist.")).toBeInTheDocument();
  });
});
