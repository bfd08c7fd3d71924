import type { NewsItem } from "./news.schema";
import { testFacts } from "./test-facts";
import { testingSites } from "./testing-sites";

export type { NewsItem } from "./news.schema";

/** News and updates shown on /press (docs/behaviour.md#press). */


export const newsItems: NewsItem[] = [
  {
    id: "srinagar-rajbagh-centre",
    title: "New full-service centre opens in Rajbagh, Srinagar",
    date: "2025-08-18",
    category: "expansion",
    excerpt:
      "Our second centre in Jammu & Kashmir brings pathology, digital X-ray and ECG under one roof for patients in Srinagar.",
    content: [
      "Health+ Diagnostics has opened a full-service centre on Rajbagh Bund Road in Srinagar. The centre offers walk-in blood collection, digital X-ray, resting ECG and pulmonary function tests, and is the base for home collection across the city.",
      `${testingSites.sentence} Samples travel in temperature-logged boxes, and reports are shared by email and chat.`,
      "The centre is open daily from 8:00 AM to 8:00 PM, with home collection slots starting at 7:00 AM.",
    ],
    image: "/images/news/srinagar-rajbagh-centre.svg",
    alt: "Illustration of a new diagnostic centre building with a ribbon at the entrance",
    tags: ["Srinagar", "New Centre", "Jammu & Kashmir"],
  },
  {
    id: "nabl-renewal-2025",
    title: "Central laboratory's NABL accreditation renewed for 2025–27",
    date: "2025-06-02",
    category: "accreditation",
    excerpt:
      "After a four-day on-site assessment, NABL renewed the accreditation of our Delhi central laboratory under ISO 15189.",
    content: [
      "The National Accreditation Board for Testing and Calibration Laboratories (NABL) has renewed the accreditation of our central laboratory in Delhi under ISO 15189, the international standard for medical laboratories.",
      "Assessors reviewed sample handling, equipment calibration, internal quality control, external proficiency testing and report sign-off across haematology, clinical chemistry, immunoassay and microbiology.",
      "The renewed scope now also covers HbA1c by HPLC and vitamin D by chemiluminescence.",
    ],
    image: "/images/news/nabl-renewal-2025.svg",
    alt: "Illustration of an accreditation certificate with a seal and a checkmark",
    tags: ["NABL", "ISO 15189", "Quality"],
  },
  {
    id: "automated-track-line",
    title: "Automated sample track cuts processing time in our Delhi lab",
    date: "2025-03-11",
    category: "technology",
    excerpt:
      "A new pre-analytical track sorts, de-caps and routes barcoded tubes automatically, cutting hands-on steps for routine tests.",
    content: [
      "Our central laboratory has installed an automated pre-analytical track that reads barcodes, centrifuges, de-caps and routes tubes to the right analyser without manual sorting.",
      "Fewer manual steps mean fewer chances of a mislabelled tube and faster results: routine CBC, lipid and thyroid reports from morning home collections are now typically released by early afternoon.",
    ],
    image: "/images/news/automated-track-line.svg",
    alt: "Illustration of blood tubes moving along an automated conveyor to analysers",
    tags: ["Automation", "Lab", "Turnaround"],
  },
  {
    id: "rwa-partnership-south-delhi",
    title: "Partnership with South Delhi resident welfare associations",
    date: "2025-01-20",
    category: "partnership",
    excerpt:
      "Members of 40 resident welfare associations now get scheduled monthly home-collection days and senior-citizen pricing.",
    content: [
      "We have partnered with 40 resident welfare associations (RWAs) across South Delhi to hold a home-collection day each month in every colony.",
      "Residents aged 60 and above receive senior-citizen pricing on health packages, and RWAs can request a free blood pressure and blood sugar screening camp once a quarter.",
    ],
    image: "/images/news/rwa-partnership-south-delhi.svg",
    alt: "Illustration of two hands shaking in front of a row of houses",
    tags: ["Partnership", "Senior Citizens", "Home Collection"],
  },
  {
    id: "home-sleep-study-launch",
    title: "Home sleep study now available in Delhi/NCR",
    date: "2024-11-05",
    category: "service-launch",
    excerpt:
      "Patients with snoring or suspected sleep apnoea can now have an overnight sleep study in their own bed.",
    content: [
      "Our neurology team has launched a home sleep study for adults with loud snoring, daytime sleepiness or suspected obstructive sleep apnoea.",
      `A technician fits the portable recorder in the evening and collects it the next morning. The recording is scored by a sleep technologist and reported by a specialist within ${testFacts["home-sleep-apnoea-test"].reportTime}.`,
      "It records breathing, oxygen and heart rate but not sleep stages. Full polysomnography is done overnight in the sleep lab at our Green Park centre for patients who need it.",
    ],
    image: "/images/news/home-sleep-study-launch.svg",
    alt: "Illustration of a person sleeping with a small monitor and a crescent moon",
    tags: ["Sleep Study", "Neurology", "Home Care"],
  },
  {
    id: "reports-on-chat",
    title: "Reports delivered on chat with a secure PDF link",
    date: "2024-09-16",
    category: "digital-innovation",
    excerpt:
      "Patients can now receive their signed reports on chat, with a link that expires after 30 days.",
    content: [
      "Alongside email, signed reports can now be delivered on our chat line as a secure link to a PDF. The link expires after 30 days and can be re-issued by our support team.",
      "Patients can also message the same number to ask about preparation, share a prescription for booking or request a call back from our care team.",
    ],
    image: "/images/news/reports-on-chat.svg",
    alt: "Illustration of a phone showing a chat message with a report attachment",
    tags: ["Digital Reports", "Chat", "Convenience"],
  },
  {
    id: "gurugram-centre",
    title: "Gurugram Sector 14 centre adds digital X-ray",
    date: "2024-07-08",
    category: "expansion",
    excerpt:
      "Our Gurugram centre now offers digital X-ray alongside pathology, so patients can finish both in one visit.",
    content: [
      "The Sector 14 centre in Gurugram has added a digital X-ray room, making it a pathology-and-imaging centre.",
      "Chest, spine and limb X-rays are available on walk-in from 8:00 AM to 8:00 PM, with radiologist reports the same day.",
    ],
    image: "/images/news/gurugram-centre.svg",
    alt: "Illustration of a centre building with an X-ray sign",
    tags: ["Gurugram", "Radiology"],
  },
  {
    id: "pet-xray-launch",
    title: "Pet X-ray service launched for dogs and cats",
    date: "2024-04-22",
    category: "service-launch",
    excerpt:
      "Veterinarians in Delhi can now refer pets for digital X-ray, with images shared directly with the clinic.",
    content: [
      "We have launched a pet X-ray service for dogs and cats at our Green Park centre, in a separate room with a dedicated entrance.",
      "Chest, abdomen and limb views are taken by radiographers trained in calm animal handling, and images are shared with the referring veterinarian the same day.",
    ],
    image: "/images/news/pet-xray-launch.svg",
    alt: "Illustration of a dog beside an X-ray image of a paw",
    tags: ["Pet Care", "Radiology"],
  },
];
