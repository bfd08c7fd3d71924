import type { Centre } from "./centres.schema";

export type { Centre } from "./centres.schema";

/**
 * The nine listed centres (SPEC §2 "Centre locator", §3 "Centre"). The hero claims 15 centres while only
 * these nine are listed; that is the spec's wording and the page says so plainly.
 */

export const centreTypes = [
  { id: "full-service", label: "Full Service" },
  { id: "pathology-imaging", label: "Pathology + Imaging" },
] as const;
export type CentreTypeId = (typeof centreTypes)[number]["id"];
export const centreFilters = [{ id: "all", label: "All Centers" }, ...centreTypes] as const;
export type CentreFilterId = (typeof centreFilters)[number]["id"];

/** The claim the hero makes (SPEC §1). */
export const claimedCentreCount = 15;

export const centreImageSize = { width: 640, height: 360 } as const;

export const centres: Centre[] = [
  {
    id: "green-park",
    name: "Green Park (Head Centre)",
    address: "B-12, Green Park Main, Aurobindo Marg, New Delhi 110016",
    postal: { street: "B-12, Green Park Main, Aurobindo Marg", locality: "New Delhi", state: "Delhi", postalCode: "110016" },
    region: "Delhi",
    phone: "+91 98765 43211",
    hours: "Daily 7:00 AM – 9:00 PM",
    landmark: "Near Green Park Metro Station, Gate 2",
    services: ["Pathology", "Digital X-Ray", "ECG & Holter", "EEG & Sleep Study", "NCV", "Pet X-Ray"],
    type: "full-service",
    image: "/images/centres/green-park.svg",
    alt: "Illustration of the Green Park head centre building",
    highlights: ["Central NABL-accredited laboratory", "Wheelchair access", "Parking available"],
  },
  {
    id: "lajpat-nagar",
    name: "Lajpat Nagar",
    address: "A-34, Lajpat Nagar II, Ring Road, New Delhi 110024",
    postal: { street: "A-34, Lajpat Nagar II, Ring Road", locality: "New Delhi", state: "Delhi", postalCode: "110024" },
    region: "Delhi",
    phone: "+91 98765 43212",
    hours: "Daily 7:00 AM – 9:00 PM",
    landmark: "Opposite Lajpat Nagar Central Market",
    services: ["Pathology", "Digital X-Ray", "Resting ECG"],
    type: "pathology-imaging",
    image: "/images/centres/lajpat-nagar.svg",
    alt: "Illustration of the Lajpat Nagar centre shopfront",
    highlights: ["Walk-in blood collection", "Reports on chat and email"],
  },
  {
    id: "dwarka",
    name: "Dwarka Sector 12",
    address: "Plot 7, Pocket 2, Sector 12, Dwarka, New Delhi 110075",
    postal: { street: "Plot 7, Pocket 2, Sector 12, Dwarka", locality: "New Delhi", state: "Delhi", postalCode: "110075" },
    region: "Delhi",
    phone: "+91 98765 43213",
    hours: "Daily 7:00 AM – 9:00 PM",
    landmark: "Near Sector 12 Metro Station",
    services: ["Pathology", "Digital X-Ray", "ECG & Holter", "Pulmonary Function Test", "EEG"],
    type: "full-service",
    image: "/images/centres/dwarka.svg",
    alt: "Illustration of the Dwarka Sector 12 centre building",
    highlights: ["Home collection hub for West Delhi", "Wheelchair access"],
  },
  {
    id: "rohini",
    name: "Rohini Sector 7",
    address: "D-11, Sector 7, Rohini, New Delhi 110085",
    postal: { street: "D-11, Sector 7, Rohini", locality: "New Delhi", state: "Delhi", postalCode: "110085" },
    region: "Delhi",
    phone: "+91 98765 43214",
    hours: "Daily 7:00 AM – 9:00 PM",
    landmark: "Near Rohini East Metro Station",
    services: ["Pathology", "Digital X-Ray", "Resting ECG"],
    type: "pathology-imaging",
    image: "/images/centres/rohini.svg",
    alt: "Illustration of the Rohini Sector 7 centre shopfront",
    highlights: ["Early-morning fasting slots from 7:00 AM"],
  },
  {
    id: "noida-sector-18",
    name: "Noida Sector 18",
    address: "K-5, Sector 18, Noida, Uttar Pradesh 201301",
    postal: { street: "K-5, Sector 18", locality: "Noida", state: "Uttar Pradesh", postalCode: "201301" },
    region: "NCR",
    phone: "+91 98765 43215",
    hours: "Daily 7:00 AM – 9:00 PM",
    landmark: "Behind Atta Market, near Sector 18 Metro",
    services: ["Pathology", "Digital X-Ray", "ECG & Holter", "Pulmonary Function Test", "Uroflowmetry"],
    type: "full-service",
    image: "/images/centres/noida-sector-18.svg",
    alt: "Illustration of the Noida Sector 18 centre building",
    highlights: ["Corporate health checkups", "Parking available"],
  },
  {
    id: "gurugram-sector-14",
    name: "Gurugram Sector 14",
    address: "SCO 22, Sector 14 Market, Gurugram, Haryana 122001",
    postal: { street: "SCO 22, Sector 14 Market", locality: "Gurugram", state: "Haryana", postalCode: "122001" },
    region: "NCR",
    phone: "+91 98765 43216",
    hours: "Daily 8:00 AM – 8:00 PM",
    landmark: "Near Sector 14 Market main gate",
    services: ["Pathology", "Digital X-Ray", "Resting ECG"],
    type: "pathology-imaging",
    image: "/images/centres/gurugram-sector-14.svg",
    alt: "Illustration of the Gurugram Sector 14 centre shopfront",
    highlights: ["Digital X-ray on walk-in", "Reports on chat and email"],
  },
  {
    id: "faridabad",
    name: "Faridabad Sector 15",
    address: "Booth 41, Sector 15 Market, Faridabad, Haryana 121007",
    postal: { street: "Booth 41, Sector 15 Market", locality: "Faridabad", state: "Haryana", postalCode: "121007" },
    region: "NCR",
    phone: "+91 98765 43217",
    hours: "Daily 7:00 AM – 9:00 PM",
    landmark: "Near Sector 15 Huda Market",
    services: ["Pathology", "Digital X-Ray"],
    type: "pathology-imaging",
    image: "/images/centres/faridabad.svg",
    alt: "Illustration of the Faridabad Sector 15 centre shopfront",
    highlights: ["Free home sample pickup nearby"],
  },
  {
    id: "jammu-gandhi-nagar",
    name: "Jammu – Gandhi Nagar",
    address: "45-A, Gandhi Nagar, Jammu, Jammu & Kashmir 180004",
    postal: { street: "45-A, Gandhi Nagar", locality: "Jammu", state: "Jammu and Kashmir", postalCode: "180004" },
    region: "Jammu & Kashmir",
    phone: "+91 98765 43218",
    hours: "Daily 7:00 AM – 9:00 PM",
    landmark: "Near Gandhi Nagar Apsara Road crossing",
    services: ["Pathology", "Digital X-Ray", "ECG & Holter", "EEG", "NCV"],
    type: "full-service",
    image: "/images/centres/jammu-gandhi-nagar.svg",
    alt: "Illustration of the Jammu Gandhi Nagar centre building",
    highlights: ["Regional lab for the Jammu division", "Wheelchair access"],
  },
  {
    id: "srinagar-rajbagh",
    name: "Srinagar – Rajbagh",
    address: "12, Rajbagh Bund Road, Srinagar, Jammu & Kashmir 190008",
    postal: { street: "12, Rajbagh Bund Road", locality: "Srinagar", state: "Jammu and Kashmir", postalCode: "190008" },
    region: "Jammu & Kashmir",
    phone: "+91 98765 43219",
    hours: "Daily 8:00 AM – 8:00 PM",
    landmark: "Near Rajbagh Silk Factory Road",
    services: ["Pathology", "Digital X-Ray", "Resting ECG", "Pulmonary Function Test"],
    type: "full-service",
    image: "/images/centres/srinagar-rajbagh.svg",
    alt: "Illustration of the Srinagar Rajbagh centre building",
    highlights: ["Home collection across Srinagar from 7:00 AM", "Reports on chat and email"],
  },
];
