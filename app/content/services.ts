import type { Feature, ServiceCategory } from "./services.schema";
import { november2026 } from "./medical-reviewers";
import { accreditationStatement } from "./accreditation-claim";
import { advice } from "./advice";
import { qualityChecksSentence, qualityChecksTitle } from "./quality-checks";
import { subcategoryFacts, testFacts } from "./test-facts";

export type { AdditionalInfo, Feature, ServiceCategory, Subcategory, SubcategoryTest } from "./services.schema";

/**
 * Service departments and their subcategories (docs/behaviour.md#services).
 * The services pages and the pre-render list read this array; the navigation reads `service-menu.ts`,
 * its names and slugs only (a test keeps the two in step).
 */

export const serviceCategories: ServiceCategory[] = [
  {
    id: "pathology",
    review: november2026("pathologist"),
    name: "Pathology",
    slug: "pathology",
    description:
      "Blood and urine testing in our NABL-accredited central laboratory (ISO 15189), from routine counts to hormone and infection panels.",
    icon: "Microscope",
    image: "/images/services/pathology.svg",
    imageAlt: "Illustration of a microscope beside a rack of labelled blood sample tubes",
    whyChoose: [
      {
        icon: "ShieldCheck",
        title: "NABL-accredited laboratory",
        description: `${accreditationStatement}. Every run has daily internal quality control, and the lab takes part in regular external proficiency testing.`,
      },
      {
        icon: "House",
        title: "Free home sample pickup",
        description: "A trained phlebotomist collects at home from 7:00 AM, with a cold chain all the way to the lab.",
      },
      {
        icon: "Clock",
        title: "Reports within a day for most tests",
        description: "Routine blood and urine reports reach your phone and email within the time shown on each test, 6 to 24 hours for most.",
      },
    ],
    subcategories: [
      {
        id: "blood-tests",
        slug: "blood-tests",
        name: "Blood Tests",
        description:
          "Complete blood counts, biochemistry, hormones and vitamins, processed on fully automated analysers with barcoded samples from collection to report.",
        image: "/images/services/blood-tests.svg",
        imageAlt: "Illustration of a blood drop and a capped sample tube with a barcode label",
        icon: "Droplet",
        tests: [
          {
            id: "cbc",
            name: "Complete Blood Count (CBC)",
            price: 325,
            ...subcategoryFacts("cbc"),
          },
          {
            id: "lipid-profile",
            name: "Lipid Profile",
            price: 899,
            ...subcategoryFacts("lipid-profile"),
          },
          {
            id: "thyroid-function-test",
            name: "Thyroid Function Test (T3, T4, TSH)",
            price: 650,
            ...subcategoryFacts("thyroid-function-test"),
          },
          {
            id: "hba1c",
            name: "HbA1c (Glycated Haemoglobin)",
            price: 380,
            ...subcategoryFacts("hba1c"),
          },
          {
            id: "vitamin-d",
            name: "Vitamin D (25-OH)",
            price: 850,
            ...subcategoryFacts("vitamin-d"),
          },
          {
            id: "vitamin-b12",
            name: "Vitamin B12",
            price: 700,
            ...subcategoryFacts("vitamin-b12"),
          },
          {
            id: "blood-culture",
            name: "Blood Culture & Sensitivity",
            price: 950,
            ...subcategoryFacts("blood-culture"),
          },
        ],
        equipment: [
          {
            name: "5-part differential haematology analyser",
            description: "Counts and classifies blood cells by flow cytometry, with automatic flagging of abnormal cells for smear review.",
          },
          {
            name: "Fully automated clinical chemistry analyser",
            description: "Runs lipid, liver, kidney and sugar tests with calibrated photometry and on-board quality control.",
          },
          {
            name: "Chemiluminescence immunoassay system",
            description: "Measures hormones, vitamins and tumour markers at very low concentrations.",
          },
          {
            name: "HPLC analyser for HbA1c",
            description: "High-performance liquid chromatography, an NGSP-certified method for HbA1c standardised to the IFCC reference; it also flags haemoglobin variants that can upset HbA1c.",
          },
        ],
        features: [
          {
            icon: "Barcode",
            title: "Barcoded from the first tube",
            description: "Each tube is labelled in front of you at collection and its barcode is scanned at every step, from transport to the analyser to the report.",
          },
          {
            icon: "Thermometer",
            title: "Temperature-controlled transport",
            description: "Samples travel in validated cool boxes and reach the lab within the stability window.",
          },
          {
            icon: "Smartphone",
            title: "Digital reports",
            description: "Reports signed by a pathologist reach you by SMS and email, with past results for comparison.",
          },
        ],
        additionalInfo: {
          whyChoose: [
            "Home collection by trained, vaccinated phlebotomists",
            "Single-use, vacuum-sealed needles and tubes",
            "Dangerous results phoned to you and your doctor as soon as they are confirmed, with advice to go to hospital if needed",
          ],
          benefits: [
            "Early detection of diabetes, anaemia, thyroid and cholesterol problems",
            "Trend charts that show how your results change over time",
            "One sample covers many tests, so you are pricked only once",
          ],
          qualityStandards: [
            "NABL accreditation of the central laboratory to ISO 15189",
            "Daily two-level internal quality control",
            "Regular external proficiency testing (CAP and a national scheme)",
          ],
        },
      },
      {
        id: "urine-tests",
        slug: "urine-tests",
        name: "Urine Tests",
        description:
          "Routine urine examination, cultures and kidney markers for urinary tract infections and kidney health, including kidney checks in diabetes.",
        image: "/images/services/urine-tests.svg",
        imageAlt: "Illustration of a sterile urine sample container with a screw cap",
        icon: "TestTube",
        tests: [
          {
            id: "urine-routine",
            name: "Urine Routine & Microscopy",
            price: 225,
            ...subcategoryFacts("urine-routine"),
          },
          {
            id: "urine-culture",
            name: "Urine Culture & Sensitivity",
            price: 499,
            ...subcategoryFacts("urine-culture"),
          },
          {
            id: "urine-microalbumin",
            name: "Urine Microalbumin (ACR)",
            price: 450,
            ...subcategoryFacts("urine-microalbumin"),
          },
          {
            id: "urine-protein-24h",
            name: "24-Hour Urine Protein",
            price: 399,
            ...subcategoryFacts("urine-protein-24h"),
          },
          {
            id: "urine-pregnancy",
            name: "Urine Pregnancy Test (hCG)",
            price: 199,
            ...subcategoryFacts("urine-pregnancy"),
          },
        ],
        equipment: [
          {
            name: "Automated urine chemistry analyser",
            description: "Reads reagent strips by reflectance photometry, reducing colour-reading errors.",
          },
          {
            name: "Automated urine sediment analyser",
            description: "Images and counts cells, casts and crystals, with pathologist review of flagged samples.",
          },
          {
            name: "Automated microbial identification system",
            description: "Identifies bacteria and reports antibiotic sensitivity according to current CLSI guidance.",
          },
        ],
        features: [
          {
            icon: "Package",
            title: "Sterile collection kits",
            description: "Leak-proof, sterile containers and clear instructions are delivered with home collection.",
          },
          {
            icon: "Clock",
            title: "Kept cool, tested in time",
            description: "Urine samples are kept cool and tested within the time each test allows; a culture sample should reach us within 1 hour of collection.",
          },
          {
            icon: "Stethoscope",
            title: "Pathologist review",
            description: "Every abnormal microscopy is checked by a pathologist before the report is released.",
          },
        ],
        additionalInfo: {
          benefits: [
            "Answers for burning urination and urine infections",
            "Early warning of kidney damage in diabetes",
            "Antibiotic choice guided by the culture result",
          ],
          qualityStandards: [
            "Microbiology within the NABL scope of the central laboratory",
            "CLSI-based antibiotic sensitivity reporting",
          ],
        },
      },
    ],
  },
  {
    id: "radiology",
    review: november2026("radiologist"),
    name: "Radiology",
    slug: "radiology",
    description:
      "Low-dose digital X-rays at our centres and at home, for people and their pets, reported by experienced radiologists.",
    icon: "ScanLine",
    image: "/images/services/radiology.svg",
    imageAlt: "Illustration of a chest X-ray film on a light box",
    whyChoose: [
      {
        icon: "Zap",
        title: "Low-dose digital imaging",
        description: "Flat-panel digital detectors usually need a lower dose than film, and the radiologist can adjust the image on screen.",
      },
      {
        icon: "Truck",
        title: "Portable X-ray at home",
        description: "AERB-approved portable units bring the X-ray to patients who cannot travel.",
      },
      {
        icon: "UserCheck",
        title: "Radiologist-reported",
        description: "Every image is read by an MD radiologist, usually the same day.",
      },
    ],
    subcategories: [
      {
        id: "digital-xray",
        slug: "digital-xray",
        name: "Digital X-Ray",
        description:
          "Chest, spine and joint X-rays with digital radiography at our centres or at home, reported the same day by a radiologist.",
        image: "/images/services/digital-xray.svg",
        imageAlt: "Illustration of a digital X-ray image of a spine on a monitor",
        icon: "ScanLine",
        tests: [
          {
            id: "chest-xray",
            name: "Chest X-Ray (PA View)",
            price: 549,
            ...subcategoryFacts("chest-xray"),
          },
          {
            id: "spine-xray",
            name: "Spine X-Ray (AP & Lateral)",
            price: 849,
            ...subcategoryFacts("spine-xray"),
          },
          {
            id: "knee-xray",
            name: "Knee X-Ray (AP & Lateral)",
            price: 699,
            ...subcategoryFacts("knee-xray"),
          },
          {
            id: "pns-xray",
            name: "PNS X-Ray (Waters' View)",
            price: 599,
            ...subcategoryFacts("pns-xray"),
          },
          {
            id: "abdomen-xray",
            name: "X-Ray KUB (Kidneys, Ureters, Bladder)",
            price: 649,
            ...subcategoryFacts("abdomen-xray"),
          },
        ],
        equipment: [
          {
            name: "Digital radiography (DR) system",
            description: "A flat-panel detector captures the image in seconds, usually at a lower dose than film.",
          },
          {
            name: "Portable digital X-ray unit",
            description: "An AERB-approved mobile unit with lead shielding for X-rays at home and in care homes.",
          },
          {
            name: "PACS with remote reporting",
            description: "Images are stored securely and read by radiologists on diagnostic-grade monitors.",
          },
        ],
        features: [
          {
            icon: "ShieldCheck",
            title: "Radiation safety",
            description: `Lead aprons, collimation and dose logs for every exposure, as AERB requires. ${advice["xray-pregnancy"]} ${advice["xray-children"]}`,
          },
          {
            icon: "House",
            title: "X-ray at home",
            description: "For elderly, bedridden and post-operative patients; everyone else leaves the room during the exposure.",
          },
          {
            icon: "FileText",
            title: "Images with the report",
            description: "You receive the radiologist's report and a link to view the digital images.",
          },
        ],
        additionalInfo: {
          whyChoose: [
            "Same-day reporting by MD radiologists",
            "Female technicians available on request",
            "Digital images you can share with any doctor",
          ],
          qualityStandards: [
            "AERB-licensed equipment and radiation safety officer",
            "Annual quality assurance tests of every X-ray unit",
          ],
          expertiseAreas: ["Chest and lung imaging", "Musculoskeletal and spine imaging", "Trauma and fracture follow-up"],
        },
      },
      {
        id: "pet-xray",
        slug: "pet-xray",
        name: "Pet X-Ray",
        description:
          "Gentle digital X-rays for dogs and cats, at a centre or at home, reported by veterinary radiologists.",
        image: "/images/services/pet-xray.svg",
        imageAlt: "Illustration of a dog beside an X-ray of its leg bones",
        icon: "PawPrint",
        tests: [
          {
            id: "pet-chest-xray",
            name: "Pet Chest X-Ray",
            price: 1200,
            ...subcategoryFacts("pet-chest-xray"),
          },
          {
            id: "pet-limb-xray",
            name: "Pet Limb X-Ray",
            price: 999,
            ...subcategoryFacts("pet-limb-xray"),
          },
          {
            id: "pet-abdomen-xray",
            name: "Pet Abdomen X-Ray",
            price: 1299,
            ...subcategoryFacts("pet-abdomen-xray"),
          },
          {
            id: "pet-hip-xray",
            name: "Pet Hip Dysplasia X-Ray",
            price: 1499,
            ...subcategoryFacts("pet-hip-xray"),
          },
        ],
        equipment: [
          {
            name: "Veterinary digital radiography system",
            description: "Exposure settings tuned for small and large animals, with a flat-panel detector.",
          },
          {
            name: "Portable veterinary X-ray unit",
            description: "Lets pets stay calm at home instead of travelling to a clinic.",
          },
        ],
        features: [
          {
            icon: "Heart",
            title: "Calm handling, safe for you too",
            description: "Foam pads, sandbags and soft ties mean that usually nobody holds your pet. If it must be held, one adult stays, in a lead apron, thyroid collar and gloves; children and anyone who is or may be pregnant wait outside.",
          },
          {
            icon: "UserCheck",
            title: "Veterinary radiologist report",
            description: "Images are read by a veterinary radiologist and shared with your vet.",
          },
          {
            icon: "House",
            title: "At home or at a centre",
            description: "Choose a home visit for anxious or elderly pets.",
          },
        ],
        additionalInfo: {
          benefits: [
            "Less stress for pets who dislike travel",
            "Clear images for limping, coughing and follow-up your vet asks for",
          ],
          expertiseAreas: ["Canine and feline orthopaedics", "Thoracic imaging", "Hip dysplasia screening"],
        },
      },
    ],
  },
  {
    id: "cardiology",
    review: november2026("cardiologist"),
    name: "Cardiology",
    slug: "cardiology",
    description:
      "Heart and lung tests: resting ECG, Holter and lung function tests at home or at a centre; treadmill tests at a centre on a doctor's request.",
    icon: "HeartPulse",
    image: "/images/services/cardiology.svg",
    imageAlt: "Illustration of a heart with an ECG trace running across it",
    whyChoose: [
      {
        icon: "Stethoscope",
        title: "Cardiologist-read reports",
        description: "Every ECG and Holter recording is reviewed by a cardiologist, not just a machine. Lung function tests are reported by a pulmonologist.",
      },
      {
        icon: "House",
        title: "Tests at home",
        description: "ECG, Holter fitting and spirometry can all be done in your living room.",
      },
      {
        icon: "Clock",
        title: "Fast ECG reports",
        description: `Resting ECG reports are ready within ${testFacts["resting-ecg"].reportTime}.`,
      },
    ],
    subcategories: [
      {
        id: "ecg",
        slug: "ecg",
        name: "ECG",
        description:
          "12-lead resting ECG at home or at a centre, read by a cardiologist, and treadmill stress tests at a centre when your doctor asks for one.",
        image: "/images/services/ecg.svg",
        imageAlt: "Illustration of a 12-lead ECG trace on graph paper",
        icon: "Activity",
        tests: [
          {
            id: "resting-ecg",
            name: "Resting ECG (12-Lead)",
            price: 249,
            ...subcategoryFacts("resting-ecg"),
          },
          {
            id: "ecg-at-home",
            name: "ECG at Home",
            price: 599,
            ...subcategoryFacts("ecg-at-home"),
          },
          {
            id: "tmt",
            name: "Treadmill Test (TMT)",
            price: 1999,
            ...subcategoryFacts("tmt"),
          },
        ],
        equipment: [
          {
            name: "12-channel digital ECG machine",
            description: "Records all 12 leads at once with filters for muscle tremor and mains interference.",
          },
          {
            name: "Computerised stress test system",
            description: "Treadmill with continuous ECG, blood pressure monitoring and a defibrillator on standby.",
          },
        ],
        features: [
          {
            icon: "Clock",
            title: "Done in 10 minutes",
            description: "A resting ECG takes about ten minutes, including placing the electrodes.",
          },
          {
            icon: "Stethoscope",
            title: "Cardiologist review",
            description: "A cardiologist interprets each tracing and flags anything urgent.",
          },
          {
            icon: "ShieldCheck",
            title: "Supervised stress tests",
            description: "Treadmill tests are done at a centre on a doctor's request, supervised by a doctor with resuscitation equipment ready.",
          },
        ],
        additionalInfo: {
          whyChoose: [
            "Female technicians for women patients on request",
            "Urgent findings phoned to you straight away; if the ECG suggests a heart attack or a dangerous rhythm, we tell you to call 112",
          ],
          benefits: [
            "A record of your heart rhythm for palpitations that come and go",
            "Baseline ECG before surgery or new medicines",
          ],
        },
      },
      {
        id: "holter-test",
        slug: "holter-test",
        name: "Holter Test",
        description:
          "24 to 72-hour ambulatory ECG and blood-pressure monitoring to catch rhythm problems that come and go.",
        image: "/images/services/holter-test.svg",
        imageAlt: "Illustration of a small Holter recorder clipped to a belt with chest leads",
        icon: "HeartPulse",
        tests: [
          {
            id: "holter-24h",
            name: "24-Hour Holter Monitoring",
            price: 2499,
            ...subcategoryFacts("holter-24h"),
          },
          {
            id: "holter-48h",
            name: "48-Hour Holter Monitoring",
            price: 3999,
            ...subcategoryFacts("holter-48h"),
          },
          {
            id: "holter-72h",
            name: "72-Hour Holter Monitoring",
            price: 4999,
            ...subcategoryFacts("holter-72h"),
          },
          {
            id: "abpm",
            name: "24-Hour Ambulatory BP Monitoring",
            price: 2299,
            ...subcategoryFacts("abpm"),
          },
        ],
        equipment: [
          {
            name: "Digital 3-channel and 12-channel Holter recorders",
            description: "Lightweight recorders with long battery life and event buttons for symptoms.",
          },
          {
            name: "Holter analysis software",
            description: "Automatic beat classification, checked beat by beat by a cardiac technician and cardiologist.",
          },
          {
            name: "Ambulatory BP monitor",
            description: "Validated oscillometric cuff monitor for day and night readings.",
          },
        ],
        features: [
          {
            icon: "House",
            title: "Fitted at home",
            description: "Our technician fits and removes the recorder at your home.",
          },
          {
            icon: "ClipboardList",
            title: "Symptom diary",
            description: "Note what you felt and when, so symptoms can be matched with the recording.",
          },
          {
            icon: "Stethoscope",
            title: "Full cardiologist report",
            description: "Heart rate trends, pauses, ectopic beats and arrhythmias explained in one report.",
          },
        ],
        additionalInfo: {
          benefits: [
            "Finds rhythm problems a 10-minute ECG can miss",
            "Carry on with normal daily life while recording",
          ],
          expertiseAreas: ["Atrial fibrillation", "Heart block and pauses", "Palpitations and fainting"],
        },
      },
      {
        id: "lung-test",
        slug: "lung-test",
        name: "Lung Function Test",
        description:
          "Spirometry and pulmonary function tests for asthma, COPD, breathlessness that has lasted weeks and fitness before surgery; reported by a pulmonologist.",
        image: "/images/services/lung-test.svg",
        imageAlt: "Illustration of a pair of lungs beside a spirometer flow-volume curve",
        icon: "Wind",
        tests: [
          {
            id: "pft",
            name: "Pulmonary Function Test (PFT)",
            price: 1499,
            ...subcategoryFacts("pft"),
          },
          {
            id: "spirometry",
            name: "Spirometry (Without Bronchodilator)",
            price: 1099,
            ...subcategoryFacts("spirometry"),
          },
          {
            id: "dlco",
            name: "Diffusion Capacity (DLCO)",
            price: 2999,
            ...subcategoryFacts("dlco"),
          },
          {
            id: "six-minute-walk",
            name: "Six-Minute Walk Test",
            price: 899,
            ...subcategoryFacts("six-minute-walk"),
          },
        ],
        equipment: [
          {
            name: "Computerised spirometer",
            description: "Flow-volume loops with reference values for Indian adults and children.",
          },
          {
            name: "Full PFT system with DLCO",
            description: "Single-breath carbon monoxide diffusion testing, at the centre named on the test.",
          },
          {
            name: "Pulse oximeter",
            description: "Continuous oxygen saturation during walking and exercise tests.",
          },
        ],
        features: [
          {
            icon: "Wind",
            title: "Bronchodilator reversibility",
            description: "Before-and-after readings show whether narrowing of the airways reverses.",
          },
          {
            icon: "House",
            title: "Spirometry at home",
            description: "Portable spirometry for patients who find travel tiring; the six-minute walk test needs a measured 30-metre corridor, at the centre named on the test.",
          },
          {
            icon: "ShieldCheck",
            title: "Single-use filters",
            description: "A new bacterial-viral filter and mouthpiece for every patient.",
          },
        ],
        additionalInfo: {
          benefits: [
            "Helps your doctor confirm asthma or COPD",
            "Tracks how well inhalers are working",
            "Checks lung fitness before surgery",
          ],
          qualityStandards: ["Testing to ATS/ERS spirometry standards", "Daily calibration with a 3-litre syringe"],
        },
      },
    ],
  },
  {
    id: "neurology",
    review: november2026("neurologist"),
    name: "Neurology",
    slug: "neurology",
    description:
      "Brain, sleep and nerve studies: EEG, overnight sleep studies, nerve conduction and EMG, reported by neurologists.",
    icon: "Brain",
    image: "/images/services/neurology.svg",
    imageAlt: "Illustration of a brain outline with EEG waves beneath it",
    whyChoose: [
      {
        icon: "UserCheck",
        title: "Neurologist-reported",
        description: "EEG, sleep and nerve studies are reported by neurologists and sleep specialists.",
      },
      {
        icon: "Moon",
        title: "Sleep studies at home",
        description: "Home sleep apnoea tests in your own bed; full polysomnography overnight in our Green Park sleep lab.",
      },
      {
        icon: "ShieldCheck",
        title: "Trained technologists",
        description: "Trained neuro-technologists set up each study to international (ACNS and AASM) standards.",
      },
    ],
    subcategories: [
      {
        id: "eeg",
        slug: "eeg",
        name: "EEG",
        description:
          "Routine, sleep-deprived and ambulatory EEG recordings for seizures, blackouts and unexplained spells, when a doctor asks for one.",
        image: "/images/services/eeg.svg",
        imageAlt: "Illustration of a head with EEG electrodes and brain-wave traces",
        icon: "Brain",
        tests: [
          {
            id: "standard-eeg",
            name: "Standard EEG",
            price: 1999,
            ...subcategoryFacts("standard-eeg"),
          },
          {
            id: "sleep-deprived-eeg",
            name: "Sleep-Deprived EEG",
            price: 2999,
            ...subcategoryFacts("sleep-deprived-eeg"),
          },
          {
            id: "ambulatory-eeg",
            name: "Ambulatory EEG (24-Hour, at Home)",
            price: 7999,
            ...subcategoryFacts("ambulatory-eeg"),
          },
        ],
        equipment: [
          {
            name: "Digital EEG system (32 channels)",
            description: "International 10-20 electrode placement with synchronised video.",
          },
          {
            name: "Portable ambulatory EEG recorder",
            description: "Records up to 72 hours at home with an event button.",
          },
        ],
        features: [
          {
            icon: "Video",
            title: "Video-synchronised",
            description: "Video recorded with the EEG helps the neurologist see what happened during an event.",
          },
          {
            icon: "Baby",
            title: "Child-friendly",
            description: "Paediatric caps and patient technologists for children.",
          },
          {
            icon: "Stethoscope",
            title: "Neurologist report",
            description: "Each recording is read in full by a neurologist.",
          },
        ],
        additionalInfo: {
          expertiseAreas: ["Epilepsy and seizure disorders", "Blackouts and unexplained spells", "Childhood EEG"],
          benefits: ["No needles and no radiation", "Helps choose and adjust epilepsy medicines"],
        },
      },
      {
        id: "sleep-studies",
        slug: "sleep-studies",
        name: "Sleep Studies",
        description:
          "Full overnight polysomnography in our Green Park sleep lab, and simpler home sleep apnoea tests, for snoring, sleep apnoea and daytime sleepiness.",
        image: "/images/services/sleep-studies.svg",
        imageAlt: "Illustration of a crescent moon over a bed with sleep-study sensors",
        icon: "Moon",
        tests: [
          {
            id: "polysomnography",
            name: "Polysomnography (Overnight Sleep Study)",
            price: 6499,
            ...subcategoryFacts("polysomnography"),
          },
          {
            id: "home-sleep-apnoea-test",
            name: "Home Sleep Apnoea Test",
            price: 3999,
            ...subcategoryFacts("home-sleep-apnoea-test"),
          },
          {
            id: "cpap-titration",
            name: "CPAP Titration Study",
            price: 8999,
            ...subcategoryFacts("cpap-titration"),
          },
          {
            id: "mslt",
            name: "Multiple Sleep Latency Test (MSLT)",
            price: 7999,
            ...subcategoryFacts("mslt"),
          },
        ],
        equipment: [
          {
            name: "Level 1 polysomnography system",
            description: "EEG, eye movement, chin and leg EMG, airflow, effort belts, oximetry and ECG.",
          },
          {
            name: "Level 3 home sleep testing device",
            description: "Airflow, breathing effort and oxygen for home apnoea studies.",
          },
          {
            name: "Auto-titrating CPAP",
            description: "Used during titration studies to find the right pressure.",
          },
        ],
        features: [
          {
            icon: "Moon",
            title: "Home apnoea test in your own bed",
            description: "For the home sleep apnoea test our technician sets up the sensors at home in the evening.",
          },
          {
            icon: "UserCheck",
            title: "Sleep-specialist scoring",
            description: "Scored manually to AASM rules and reported by a sleep specialist.",
          },
          {
            icon: "ClipboardList",
            title: "Clear next steps",
            description: "The report explains the apnoea-hypopnoea index and treatment options.",
          },
        ],
        additionalInfo: {
          whyChoose: ["Private, air-conditioned sleep lab rooms at Green Park", "Home sleep apnoea tests across Delhi/NCR"],
          benefits: [
            "Diagnoses sleep apnoea, which raises the risk of high blood pressure and heart disease",
            "Explains loud snoring, morning headaches and daytime sleepiness",
          ],
          qualityStandards: ["Scoring to AASM manual rules"],
        },
      },
      {
        id: "ncv",
        slug: "ncv",
        name: "Nerve Conduction Study",
        description:
          "NCV and EMG studies for numbness, tingling and weakness that have lasted weeks, including carpal tunnel syndrome and neuropathy.",
        image: "/images/services/ncv.svg",
        imageAlt: "Illustration of an arm with nerve pathways and recording electrodes",
        icon: "Zap",
        tests: [
          {
            id: "standard-ncv",
            name: "Standard NCV (Upper or Lower Limbs)",
            price: 2999,
            ...subcategoryFacts("standard-ncv"),
          },
          {
            id: "ncv-four-limbs",
            name: "NCV All Four Limbs",
            price: 4999,
            ...subcategoryFacts("ncv-four-limbs"),
          },
          {
            id: "carpal-tunnel-study",
            name: "Carpal Tunnel Study (Both Hands)",
            price: 1799,
            ...subcategoryFacts("carpal-tunnel-study"),
          },
          {
            id: "emg",
            name: "Electromyography (EMG)",
            price: 3499,
            ...subcategoryFacts("emg"),
          },
        ],
        equipment: [
          {
            name: "Digital EMG/NCV system",
            description: "Multi-channel system for motor, sensory, F-wave and H-reflex studies.",
          },
          {
            name: "Skin temperature monitor",
            description: "Limbs are kept warm, because cold nerves conduct slowly and can give false results.",
          },
        ],
        features: [
          {
            icon: "Clock",
            title: "Done in under an hour",
            description: "Most studies take 30 to 60 minutes.",
          },
          {
            icon: "Stethoscope",
            title: "Neurologist performed",
            description: "Needle EMG is done and reported by a neurologist.",
          },
          {
            icon: "House",
            title: "NCV at home",
            description: "Portable NCV for patients who cannot travel.",
          },
        ],
        additionalInfo: {
          expertiseAreas: [
            "Nerve damage in diabetes, when a doctor suspects it",
            "Carpal tunnel syndrome",
            "Sciatica and radiculopathy",
            "Muscle disease",
          ],
        },
      },
    ],
  },
];

/** Quality-assurance points of the departments overview (/services). */
export const qualityAssurance: Feature[] = [
  {
    icon: "ShieldCheck",
    title: "Accredited laboratory",
    description: `${accreditationStatement}, taking part in CAP external proficiency testing, with an ISO 9001 quality system.`,
  },
  {
    icon: "Barcode",
    title: "Barcoded samples",
    description: "Every tube is labelled at collection and tracked to the analyser and back.",
  },
  {
    icon: "ClipboardCheck",
    title: qualityChecksTitle,
    description: qualityChecksSentence,
  },
  {
    icon: "UserCheck",
    title: "Reviewed by specialists",
    description: "Pathologists, radiologists, cardiologists and neurologists sign every report.",
  },
];
