import { describe, expect, it } from "vitest";
import { analysisText } from "./subcategory-page.tsx";

describe("who analyses and signs the result, by department", () => {
  it("claims NABL accreditation only for the laboratory", () => {
    expect(analysisText("pathology", "blood-tests")).toBe(
      "Tested in our NABL-accredited central laboratory in Delhi, or, for routine tests in Jammu & Kashmir, in our regional laboratories in Jammu and Srinagar. A pathologist checks every result.",
    );
    for (const [department, sub] of [
      ["radiology", "digital-xray"],
      ["radiology", "pet-xray"],
      ["cardiology", "ecg"],
      ["cardiology", "lung-test"],
      ["neurology", "eeg"],
      ["neurology", "sleep-studies"],
    ]) {
      expect(analysisText(department!, sub!)).not.toMatch(/NABL|accredited/);
    }
  });

  it("names the specialist who reads each kind of test", () => {
    expect(analysisText("radiology", "digital-xray")).toBe("A radiologist reads and signs your report.");
    expect(analysisText("radiology", "pet-xray")).toBe(
      "A veterinary radiologist reads and signs the report, and we share it with your vet.",
    );
    expect(analysisText("cardiology", "holter-test")).toBe("A cardiologist reads and signs your report.");
    expect(analysisText("cardiology", "lung-test")).toBe("A pulmonologist reads and signs your report.");
    expect(analysisText("neurology", "ncv")).toBe("A neurologist reads and signs your report.");
    expect(analysisText("neurology", "sleep-studies")).toBe("A sleep-medicine specialist reads and signs your report.");
    expect(analysisText("unknown", "x")).toBe("A specialist reads and signs your report.");
  });
});
