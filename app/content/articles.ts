import type { Article } from "./articles.schema";
import { accreditationStatement } from "./accreditation-claim";
import { november2026 } from "./medical-reviewers";
import { preparationText } from "./preparation-texts";
import { feverAdvice, insulinAdvice } from "./safety-advice";
import { fastingText, testFacts } from "./test-facts";

export type { Article } from "./articles.schema";

/**
 * Articles on /blog. Twelve articles, so that the counts the filter buttons display (12 all; 4
 * preventive, 3 test guides, 3 health tips, 2 technology) are true; a unit test keeps them in step.
 * Any preparation an article quotes is read from ./test-facts, never retyped.
 */


export const articles: Article[] = [
  {
    id: "annual-checkup-after-30",
    title: "Your annual health checkup after 30: the tests that matter",
    excerpt:
      "Many conditions that shorten lives — diabetes, high cholesterol, thyroid disease — cause no symptoms for years. A yearly checkup finds them early.",
    content: [
      "Diabetes, raised cholesterol, fatty liver and an underactive thyroid are common in Indian adults and usually silent in their early years. A yearly checkup from the age of 30, or earlier if a parent has diabetes or heart disease, catches them while lifestyle changes still work.",
      "A sensible core panel includes a complete blood count (CBC), fasting blood sugar and HbA1c, a lipid profile, liver and kidney function tests, thyroid-stimulating hormone (TSH) and a urine routine examination. Vitamin D and vitamin B12 are worth adding: deficiency of both is widespread, especially in people who work indoors or follow a vegetarian diet.",
      `For the lipid profile you need ${fastingText("lipid-profile")} of overnight fasting, which also covers the fasting sugar; plain water is allowed. Keep taking your usual medicines with a sip of water unless your doctor tells you otherwise. Book an early-morning home collection so you can have breakfast soon after. ${insulinAdvice}`,
      "Take the report to your doctor even if every value is in range: the trend over several years often says more than a single result.",
    ],
    category: "preventive",
    author: "Dr. Meera Iyer, MD (Pathology)",
    date: "2025-08-04",
    readTime: "6 min read",
    image: "/images/articles/annual-checkup-after-30.svg",
    alt: "Illustration of a checklist beside a blood tube and a stethoscope",
    tags: ["Health Checkup", "Preventive Care", "Diabetes", "Cholesterol"],
    featured: true,
    review: november2026("pathologist"),
  },
  {
    id: "hba1c-and-prediabetes",
    title: "HbA1c and prediabetes: what your sugar numbers mean",
    excerpt:
      "Fasting sugar shows today; HbA1c shows the last three months. Here is how doctors read both, and what 'prediabetes' asks of you.",
    content: [
      `Fasting plasma glucose is measured after at least ${fastingText("fasting-blood-sugar")} without food. Below 100 mg/dL is normal, 100–125 mg/dL suggests prediabetes and 126 mg/dL or more on two occasions indicates diabetes. ${insulinAdvice}`,
      "HbA1c reflects your average blood sugar over roughly the past three months, because glucose attaches to haemoglobin in red cells that live about 120 days. By the diagnostic cut-offs of the ICMR guidelines for type 2 diabetes (2018) and the American Diabetes Association (2024), below 5.7% is normal, 5.7–6.4% is the prediabetes range and 6.5% or more indicates diabetes. HbA1c does not need fasting.",
      "Conditions that change red-cell lifespan, such as iron-deficiency anaemia or thalassaemia trait, can make HbA1c misleading, so your doctor may rely on glucose values instead.",
      "Prediabetes is a warning, not a diagnosis of disease: in the Diabetes Prevention Program trial (2002), losing 5–7% of body weight with 150 minutes of brisk walking a week lowered the chance of progressing to diabetes by more than half. Recheck HbA1c every 6–12 months.",
    ],
    category: "preventive",
    author: "Dr. Sandeep Raina, MD (Medicine)",
    date: "2025-07-14",
    readTime: "5 min read",
    image: "/images/articles/hba1c-and-prediabetes.svg",
    alt: "Illustration of a glucose meter and a rising and falling line chart",
    tags: ["Diabetes", "HbA1c", "Blood Sugar"],
    featured: false,
    review: november2026("pathologist"),
  },
  {
    id: "lipid-profile-fasting",
    title: `Preparing for a lipid profile: the ${testFacts["lipid-profile"].fastingHours}-hour fast explained`,
    excerpt:
      "Why we ask you to fast before a lipid profile, what you may drink, and which medicines to keep taking.",
    content: [
      `A lipid profile measures total cholesterol, LDL, HDL and triglycerides. Triglycerides rise sharply after a meal, so we ask for ${fastingText("lipid-profile")} of fasting to get a stable baseline; a 7:00 AM collection means finishing dinner by 7:00 PM.`,
      "Plain water is allowed and helps the phlebotomist find a vein. Avoid tea, coffee, juice, chewing gum and smoking during the fast, and avoid alcohol for 24 hours before the test, as it raises triglycerides.",
      `Keep taking your usual medicines, including cholesterol and blood pressure tablets, with a sip of water unless your doctor tells you otherwise. ${insulinAdvice}`,
      "If your doctor has asked for a non-fasting lipid profile, tell us when you book: it is a valid option for many people and we will note it on the report.",
    ],
    category: "test-guides",
    author: "Dr. Meera Iyer, MD (Pathology)",
    date: "2025-06-23",
    readTime: "4 min read",
    image: "/images/articles/lipid-profile-fasting.svg",
    alt: "Illustration of a clock showing twelve hours beside a glass of water",
    tags: ["Lipid Profile", "Test Preparation", "Fasting"],
    featured: false,
    review: november2026("pathologist"),
  },
  {
    id: "thyroid-function-test",
    title: "Thyroid function test: reading TSH, T3 and T4",
    excerpt:
      "TSH is the first number doctors look at. Here is how it relates to T3 and T4, and what can throw the results off.",
    content: [
      "The pituitary gland releases thyroid-stimulating hormone (TSH) to push the thyroid to make T4 and T3. When the thyroid is underactive, TSH rises; when it is overactive, TSH falls. That is why TSH is the most sensitive first test.",
      "A typical adult reference range for TSH is about 0.4–4.0 mIU/L, but each laboratory prints its own range on the report and pregnancy uses trimester-specific ranges. A high TSH with a low free T4 suggests hypothyroidism; a raised TSH with a normal T4 is called subclinical hypothyroidism and is often just rechecked.",
      preparationText("thyroid-function-test"),
    ],
    category: "test-guides",
    author: "Dr. Farah Qureshi, DNB (Endocrinology)",
    date: "2025-05-30",
    readTime: "5 min read",
    image: "/images/articles/thyroid-function-test.svg",
    alt: "Illustration of the thyroid gland with three small result bars",
    tags: ["Thyroid", "TSH", "Women's Health"],
    featured: false,
    review: november2026("pathologist"),
  },
  {
    id: "vitamin-d-deficiency",
    title: "Vitamin D deficiency in India: why sunshine is not enough",
    excerpt:
      "Despite plenty of sun, studies in Indian cities find low vitamin D in most adults tested. What the numbers mean and when to test.",
    content: [
      "Studies across Indian cities find vitamin D deficiency in a large majority of adults. Indoor work, air pollution, covered clothing and darker skin all reduce how much vitamin D the skin makes, even in a sunny country.",
      "The blood test measures 25-hydroxy vitamin D. Many laboratories use these cut-offs: below 20 ng/mL is deficient, 20–29 ng/mL insufficient and 30–100 ng/mL sufficient. Very high levels usually mean too many supplements.",
      "Low vitamin D can cause bone pain, muscle weakness and, over years, thinner bones. Your doctor will choose the dose of supplement; high-dose vitamin D taken without monitoring can raise calcium to harmful levels.",
      "No fasting is needed. Retest about three months after starting treatment to see whether the dose is working.",
    ],
    category: "health-tips",
    author: "Dr. Sandeep Raina, MD (Medicine)",
    date: "2025-04-18",
    readTime: "4 min read",
    image: "/images/articles/vitamin-d-deficiency.svg",
    alt: "Illustration of a sun over city buildings and a vitamin capsule",
    tags: ["Vitamin D", "Bone Health"],
    featured: false,
    review: november2026("pathologist"),
  },
  {
    id: "child-blood-test",
    title: "Getting your child ready for a blood test",
    excerpt:
      "A calm, honest explanation and a few practical steps make a child's blood test quicker and kinder.",
    content: [
      "Tell your child the truth in simple words: there will be a small pinch that lasts a few seconds. Promising that it will not hurt makes the next test harder.",
      "Give plenty of water before the test unless the doctor has said otherwise; well-hydrated veins are easier to find. Dress your child in a loose, short-sleeved top.",
      "At home collections our phlebotomists use paediatric butterfly needles and numbing is rarely needed for a quick draw. Sit your child on your lap, hug them gently and keep their arm still; a phone video or a favourite toy helps with distraction.",
      "Praise them afterwards, whatever happened. If your child has a bleeding disorder or a past fainting episode, tell us when you book.",
      "If your child is unwell with a high fever, is very sleepy or is breathing fast, see a doctor before any test; a baby under 3 months with a fever needs a doctor the same day.",
    ],
    category: "health-tips",
    author: "Nisha Verma, Senior Phlebotomist",
    date: "2025-03-07",
    readTime: "3 min read",
    image: "/images/articles/child-blood-test.svg",
    alt: "Illustration of a parent holding a child with a small bandage on the arm",
    tags: ["Children", "Home Collection", "Test Preparation"],
    featured: false,
    review: november2026("pathologist"),
  },
  {
    id: "kidney-checks-diabetes-bp",
    title: "Kidney checks for people with diabetes or high blood pressure",
    excerpt:
      "Kidney damage from diabetes and high blood pressure is silent for years. Two simple tests, once a year, find it while it can still be slowed.",
    content: [
      "Diabetes and high blood pressure are the commonest causes of chronic kidney disease in India, and early kidney damage causes no symptoms. National guidance for non-communicable diseases advises a yearly kidney check for everyone with either condition.",
      "Two tests do the job together: serum creatinine, from which the laboratory calculates eGFR (how well the kidneys filter), and the urine albumin-to-creatinine ratio (ACR), which picks up protein leaking into urine before the creatinine rises.",
      `For the urine ACR: ${preparationText("urine-microalbumin")} A single raised ACR is repeated, because fever, infection or exercise can raise it for a day or two.`,
      "Your doctor reads the eGFR and ACR together and may change your blood pressure or diabetes medicines to protect the kidneys. Bring earlier reports so the trend can be compared.",
    ],
    category: "preventive",
    author: "Dr. Sandeep Raina, MD (Medicine)",
    date: "2025-09-08",
    readTime: "4 min read",
    image: "/images/articles/kidney-checks-diabetes-bp.svg",
    alt: "Illustration of a pair of kidneys beside a urine sample container and a blood tube",
    tags: ["Kidney Health", "Diabetes", "Blood Pressure"],
    featured: false,
    review: november2026("pathologist"),
  },
  {
    id: "anaemia-in-women",
    title: "Anaemia in women: who should test, and which tests",
    excerpt:
      "More than half of Indian women are anaemic. A blood count tells you whether you are; iron studies and B12 tell you why.",
    content: [
      "The National Family Health Survey (NFHS-5, 2019–21) found anaemia in 57% of Indian women aged 15–49. Tiredness, breathlessness on stairs, hair fall and pale skin are common signs, but many women with anaemia have no symptoms at all.",
      `A complete blood count (CBC) measures haemoglobin: below 12 g/dL in non-pregnant women is anaemia. ${preparationText("cbc")}`,
      "Iron deficiency is the commonest cause, especially with heavy periods or in pregnancy. Serum ferritin is the most useful single test of iron stores; vitamin B12 and folate deficiency are common in vegetarians and cause larger red cells on the CBC.",
      `For vitamin B12: ${preparationText("vitamin-b12")} Your doctor will treat the cause, not just the number, and recheck the CBC after about three months.`,
    ],
    category: "preventive",
    author: "Dr. Meera Iyer, MD (Pathology)",
    date: "2025-09-22",
    readTime: "5 min read",
    image: "/images/articles/anaemia-in-women.svg",
    alt: "Illustration of a blood drop with a low bar chart beside it",
    tags: ["Anaemia", "Women's Health", "Vitamin B12"],
    featured: false,
    review: november2026("pathologist"),
  },
  {
    id: "fever-which-test-which-day",
    title: "Fever in the monsoon: which test on which day",
    excerpt:
      "Dengue, malaria and typhoid each have a right test at the right time. Testing on the wrong day gives false reassurance or a false alarm.",
    content: [
      "Dengue: the NS1 antigen test finds the virus in the first 5 days of fever. IgM antibodies appear from about day 5. IgG antibodies only show that you had dengue at some time in the past, so a positive IgG alone does not mean dengue now.",
      "Malaria: a peripheral blood smear (thick and thin films) and/or a rapid antigen test for P. vivax and P. falciparum. If the first test is negative and fever continues, your doctor may repeat it.",
      `Typhoid: in the first week of fever the test is a blood culture, taken before antibiotics. Widal and Typhidot often give false positives in India, so we do not use them to diagnose typhoid. ${preparationText("blood-culture")} A blood culture report takes ${testFacts["blood-culture"].reportTime}.`,
      `${feverAdvice.title}. ${feverAdvice.callIf} ${feverAdvice.signs.join("; ")}.`,
      feverAdvice.whileYouWait,
    ],
    category: "test-guides",
    author: "Dr. Meera Iyer, MD (Pathology)",
    date: "2025-08-18",
    readTime: "5 min read",
    image: "/images/articles/fever-which-test-which-day.svg",
    alt: "Illustration of a thermometer beside a calendar with the first five days marked",
    tags: ["Dengue", "Malaria", "Typhoid"],
    featured: false,
    review: november2026("microbiologist"),
  },
  {
    id: "chest-pain-call-112",
    title: "Chest pain: why the lab test can wait and the ambulance cannot",
    excerpt:
      "A heart attack is treated in hospital, within hours. If you have chest pain or breathlessness now, call 112 instead of booking a test.",
    content: [
      "Chest pain, pressure or tightness, pain spreading to the arm, jaw or back, sudden breathlessness, sweating or fainting can be a heart attack. Call 112 or go to the nearest emergency department straight away. Chew an aspirin only if an emergency doctor on the phone tells you to.",
      "Heart muscle is lost with every minute the artery stays blocked. Hospitals can open it with clot-busting medicine or angioplasty, but only if you get there in time.",
      "Blood tests such as high-sensitivity troponin are done in the emergency department, repeated over a few hours and read with an ECG. A normal result from a single early sample does not rule out a heart attack, so a home collection is never the right first step: call 112.",
      "Our cardiac enzyme test is for follow-up that your doctor has asked for, not for chest pain happening now.",
    ],
    category: "health-tips",
    author: "Dr. Sandeep Raina, MD (Medicine)",
    date: "2025-07-28",
    readTime: "3 min read",
    image: "/images/articles/chest-pain-call-112.svg",
    alt: "Illustration of a phone showing 112 beside a heart symbol",
    tags: ["Heart Health", "Emergency"],
    featured: false,
    review: november2026("cardiologist"),
  },
  {
    id: "barcodes-follow-your-sample",
    title: "How a barcode follows your sample from your arm to your report",
    excerpt:
      "Labelling at collection, scanning at each hand-over and automated analysers reduce the chance of a mix-up. Here is what happens at each step.",
    content: [
      "At collection, the phlebotomist checks your name and age with you and labels each tube in front of you with a barcode linked to your booking. Please check the label before the needle goes in.",
      "The barcode is scanned when the tubes leave your home, when they reach the laboratory and when they are loaded on the analyser, which reads the barcode itself and sends the result to the same record. Each scan is logged with the time and the temperature of the cool box.",
      "Automated analysers remove hand-copying of results, one of the commonest sources of error. Results outside set limits, or very different from your previous results, are held for a pathologist to review before release.",
      "No system removes every risk. If a result looks wrong to you or your doctor, tell us: we can check the record of every scan and, where the sample is still stable, repeat the test.",
    ],
    category: "technology",
    author: "Dr. Meera Iyer, MD (Pathology)",
    date: "2025-06-09",
    readTime: "4 min read",
    image: "/images/articles/barcodes-follow-your-sample.svg",
    alt: "Illustration of a blood tube with a barcode label and a scanner beam",
    tags: ["Lab Technology", "Quality"],
    featured: false,
    review: november2026("pathologist"),
  },
  {
    id: "how-a-lab-checks-itself",
    title: "Quality control and proficiency testing: how a lab checks itself",
    excerpt:
      "Every day the analysers measure samples whose values are already known, and several times a year outside programmes send us unknown ones. Here is why that matters.",
    content: [
      "Internal quality control: before patient samples, and at set times during the day, each analyser measures control material at two or more known levels. If a control falls outside its limits, patient testing stops until the cause is found and fixed.",
      "External proficiency testing: programmes such as CAP and national schemes send samples of unknown value. We test them like patient samples, and our results are compared with those of many other laboratories. This is a check on accuracy, not an accreditation.",
      `Accreditation: NABL assesses medical laboratories against ISO 15189, the international standard for their quality and competence, and lists which tests are in scope. ${accreditationStatement}.`,
      "You can ask whether a particular test is within the accredited scope; the answer is on the certificate's scope document.",
    ],
    category: "technology",
    author: "Dr. Meera Iyer, MD (Pathology)",
    date: "2025-05-12",
    readTime: "4 min read",
    image: "/images/articles/how-a-lab-checks-itself.svg",
    alt: "Illustration of a control chart with points between two limit lines",
    tags: ["Quality", "Accreditation"],
    featured: false,
    review: november2026("pathologist"),
  },
];
