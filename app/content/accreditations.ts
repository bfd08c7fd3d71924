import type { Accreditation } from "./home-care.schema";

/** The lab's four accreditations (home care and the services overview show them). */
export const accreditations: Accreditation[] = [
  { id: "nabl", name: "NABL", description: "National Accreditation Board for Testing and Calibration Laboratories" },
  { id: "nabh", name: "NABH", description: "National Accreditation Board for Hospitals & Healthcare Providers" },
  { id: "iso-9001", name: "ISO 9001", description: "Certified quality management system" },
  { id: "cap", name: "CAP", description: "College of American Pathologists proficiency testing" },
];
