import type { z } from "zod";
import { accreditationStatement } from "./accreditation-claim";
import { claimedCentreCount, claimedCentreCountDate } from "./centres";
import { testingSites } from "./testing-sites";
import type { facilityHighlightSchema, GalleryItem } from "./gallery.schema";

export type { GalleryItem } from "./gallery.schema";

/** Gallery (docs/behaviour.md#gallery). Images are local SVG illustrations. */

/** All gallery images share one size: 800 × 600. */
export const galleryImageSize = { width: 800, height: 600 } as const;

export const galleryItems: GalleryItem[] = [
  {
    id: "green-park-reception",
    category: "center-tour",
    title: "Green Park reception",
    description: "The front desk of our head centre in Green Park, where walk-in patients register and collect reports.",
    image: "/images/gallery/green-park-reception.svg",
    alt: "Reception counter with a token display and seating area at the Green Park centre",
  },
  {
    id: "collection-room",
    category: "center-tour",
    title: "Sample collection room",
    description: "Private collection bays with reclining chairs, sharps bins and single-use kits opened in front of you.",
    image: "/images/gallery/collection-room.svg",
    alt: "Sample collection bay with a reclining chair, tourniquet and sealed kit on a tray",
  },
  {
    id: "central-lab",
    category: "center-tour",
    title: "Central processing laboratory",
    description: `Our NABL-accredited central laboratory in Green Park, Delhi. ${testingSites.sentence}`,
    image: "/images/gallery/central-lab.svg",
    alt: "Laboratory benches with analysers and sample racks under bright lighting",
  },
  {
    id: "haematology-analyser",
    category: "equipment",
    title: "5-part haematology analyser",
    description: "Fully automated CBC with a 5-part white cell differential, calibrated every morning.",
    image: "/images/gallery/haematology-analyser.svg",
    alt: "Automated haematology analyser with a rack of blood tubes loaded",
  },
  {
    id: "biochemistry-analyser",
    category: "equipment",
    title: "Clinical chemistry analyser",
    description: "Runs lipid, liver, kidney and thyroid panels with internal quality controls on every batch.",
    image: "/images/gallery/biochemistry-analyser.svg",
    alt: "Clinical chemistry analyser with reagent carousel and a results screen",
  },
  {
    id: "digital-xray-unit",
    category: "equipment",
    title: "Digital X-ray room",
    description: "A digital radiography unit; images are ready for the radiologist within minutes.",
    image: "/images/gallery/digital-xray-unit.svg",
    alt: "Digital X-ray machine with a wall-mounted detector and control console",
  },
  {
    id: "eeg-station",
    category: "equipment",
    title: "EEG and sleep-study station",
    description: "A 32-channel EEG system used for routine EEG and overnight polysomnography.",
    image: "/images/gallery/eeg-station.svg",
    alt: "EEG monitor showing brainwave traces beside a patient bed",
  },
  {
    id: "phlebotomy-team",
    category: "team",
    title: "Home collection team",
    description: "Our phlebotomists are trained in safe venepuncture for children, older adults and patients on blood thinners.",
    image: "/images/gallery/phlebotomy-team.svg",
    alt: "Three phlebotomists in teal uniforms holding sample collection bags",
  },
  {
    id: "pathologists",
    category: "team",
    title: "Pathologists at sign-off",
    description: "Every laboratory report is signed by a pathologist; scans and recordings by the relevant specialist.",
    image: "/images/gallery/pathologists.svg",
    alt: "Two pathologists reviewing a report on a monitor",
  },
  {
    id: "health-camp-jammu",
    category: "events",
    title: "Free health camp, Jammu",
    description: "A weekend screening camp in Gandhi Nagar, Jammu, with free blood sugar and blood pressure checks.",
    image: "/images/gallery/health-camp-jammu.svg",
    alt: "Health camp tent with a banner and a queue of people waiting for screening",
  },
  {
    id: "world-heart-day",
    category: "events",
    title: "World Heart Day ECG drive",
    description: "Free resting ECGs for residents' welfare associations in South Delhi on World Heart Day.",
    image: "/images/gallery/world-heart-day.svg",
    alt: "ECG drive stall with a heart banner and a technician attaching electrodes",
  },
  {
    id: "corporate-wellness",
    category: "events",
    title: "Corporate wellness day",
    description: "On-site health checkups for an IT campus in Gurugram, with reports shared the same evening.",
    image: "/images/gallery/corporate-wellness.svg",
    alt: "Office wellness day with screening desks and employees waiting",
  },
];

export const facilityHighlights = [
  {
    icon: "ShieldCheck",
    title: "NABL-accredited laboratory",
    description: `${accreditationStatement}, with daily internal quality control.`,
  },
  {
    icon: "Microscope",
    title: "Automated analysers",
    description: "Barcoded samples run on automated haematology and chemistry platforms.",
  },
  {
    icon: "Sparkles",
    title: "Clean, calm spaces",
    description: "Private collection bays, wheelchair access and a separate children's corner.",
  },
] satisfies z.input<typeof facilityHighlightSchema>[];

/**
 * The centre network's highlight. Its description (which centres are listed, and their hours) is
 * computed from the centre list by the page (app/domain/centres.ts), so it never drifts from it.
 */
export const centreNetworkHighlight = {
  icon: "Building2",
  title: `${claimedCentreCount} centres (${claimedCentreCountDate})`,
} as const;
