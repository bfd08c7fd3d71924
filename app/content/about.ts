import { siteConfig } from "../config/site";
import { accreditationStatement } from "./accreditation-claim";
import { centres, claimedCentreCount, claimedCentreCountDate } from "./centres";
import { claimSentences, claimSource, serviceFigures } from "./claims";
import { countsDate, testMenuClaim } from "./counts";
import { qualityChecksSentence } from "./quality-checks";
import type { About } from "./about.schema";

export type { About } from "./about.schema";

/**
 * About page content (docs/behaviour.md#about; the figures are the site's claims, #claims).
 * Icons are lucide-react export names, resolved by the page.
 */

const brand = siteConfig.brandName;

export const about: About = {
  intro: `${brand} is a diagnostic laboratory and home sample-collection provider that has served patients since 2004 from its head office in Green Park, New Delhi. Today we offer pathology, radiology, cardiology and neurology diagnostics across Delhi/NCR and Jammu & Kashmir, at our centres and in the comfort of your home.`,
  vision:
    "To make accurate, affordable and timely diagnostics available to every family we serve, so that better health decisions start with reliable results.",
  mission:
    "To deliver high-quality testing through our NABL-accredited central laboratory and regional laboratories, skilled professionals and convenient home services, with clear reports delivered quickly and care shown at every step.",
  coreValues: [
    {
      icon: "ShieldCheck",
      title: "Quality and Accuracy",
      description: `Every sample is barcoded and checked at each step, from collection to a doctor's sign-off. ${qualityChecksSentence}`,
    },
    {
      icon: "HeartHandshake",
      title: "Patient-First Care",
      description:
        "We treat every patient with respect, explain each step clearly and protect your privacy, whether you visit a centre or we come to you.",
    },
    {
      icon: "Microscope",
      title: "Scientific Excellence",
      description:
        "Qualified pathologists, radiologists and technicians use modern, well-maintained equipment and validated methods.",
    },
    {
      icon: "Clock",
      title: "Speed and Convenience",
      description:
        `Free home sample pickup, a 24/7 support line and fast reporting: ${claimSentences.reports}`,
    },
  ],
  milestones: [
    { year: "2004", text: "Opened our first diagnostic laboratory in Green Park, New Delhi." },
    { year: "2009", text: "Launched home sample collection for patients across Delhi." },
    { year: "2014", text: "Expanded our centre network across Delhi/NCR." },
    { year: "2019", text: "Began serving patients in Jammu & Kashmir." },
    {
      year: "2025",
      text: "Opened our Srinagar centre; home diagnostics now include digital X-ray, ECG, EEG and sleep studies.",
    },
  ],
  accreditations: [
    {
      id: "nabl",
      name: "NABL",
      fullName: "National Accreditation Board for Testing and Calibration Laboratories",
      description:
        `India's accreditation body for testing laboratories, which assesses medical laboratories against ISO 15189 for technical competence. Ours: ${accreditationStatement}.`,
    },
    {
      id: "iso-9001",
      name: "ISO 9001",
      fullName: "ISO 9001 Quality Management Systems",
      description:
        "The International Organization for Standardization's standard for quality management, covering consistent processes and continual improvement.",
    },
    {
      id: "cap",
      name: "CAP",
      fullName: "College of American Pathologists",
      description:
        "Our laboratory takes part in CAP external proficiency testing: unknown samples are sent to us, and our results are compared with other laboratories'. This is quality testing, not an accreditation.",
    },
  ],
  stats: [
    { value: testMenuClaim.value, label: `Tests on our laboratory's test menu (${countsDate})` },
    {
      value: String(claimedCentreCount),
      label: `Centres (${claimedCentreCountDate}); ${centres.length} with walk-in services are listed on Our Centres`,
    },
    { value: "2004", label: "Established" },
    {
      value: `${serviceFigures.rating}/${serviceFigures.ratingOutOf}`,
      label: `Post-visit rating from ${serviceFigures.ratingCount} ratings (${claimSource})`,
    },
  ],
};
