import { accreditationStatement } from "./accreditation-claim";
import type { Accreditation } from "./home-care.schema";

/** The lab's accreditations and quality schemes (home care and the services overview show them). */
export const accreditations: Accreditation[] = [
  { id: "nabl", name: "NABL", description: accreditationStatement },
  { id: "iso-9001", name: "ISO 9001", description: "Certified quality management system" },
  { id: "cap", name: "CAP", description: "External proficiency testing (College of American Pathologists); not an accreditation" },
];
