import type { Article } from "./articles.schema";

export type { Article } from "./articles.schema";

/**
 * Articles on /blog (docs/behaviour.md#blog). Six sample articles; the category counts the
 * filter displays are FIXED (12 all, 4, 3, 3, 2; docs/behaviour.md#blog) and do not match the six samples — a
 * category whose samples are not among these six shows the empty state.
 */

export const articleImageSize = { width: 640, height: 360 } as const;

export const articles: Article[] = [
  {
    id: "annual-checkup-after-30",
    title: "Your annual health checkup after 30: the tests that matter",
    excerpt:
      "Many conditions that shorten lives — diabetes, high cholesterol, thyroid disease — cause no symptoms for years. A yearly checkup finds them early.",
    content: [
      "Diabetes, raised cholesterol, fatty liver and an underactive thyroid are common in Indian adults and usually silent in their early years. A yearly checkup from the age of 30, or earlier if a parent has diabetes or heart disease, catches them while lifestyle changes still work.",
      "A sensible core panel includes a complete blood count (CBC), fasting blood sugar and HbA1c, a lipid profile, liver and kidney function tests, thyroid-stimulating hormone (TSH) and a urine routine examination. Vitamin D and vitamin B12 are worth adding: deficiency of both is widespread, especially in people who work indoors or follow a vegetarian diet.",
      "For the lipid profile and fasting sugar you need 10–12 hours of overnight fasting; water is allowed. Book an early-morning home collection so you can have breakfast soon after.",
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
  },
  {
    id: "hba1c-and-prediabetes",
    title: "HbA1c and prediabetes: what your sugar numbers mean",
    excerpt:
      "Fasting sugar shows today; HbA1c shows the last three months. Here is how doctors read both, and what 'prediabetes' asks of you.",
    content: [
      "Fasting plasma glucose is measured after at least 8 hours without food. Below 100 mg/dL is normal, 100–125 mg/dL suggests prediabetes and 126 mg/dL or more on two occasions indicates diabetes.",
      "HbA1c reflects your average blood sugar over roughly the past three months, because glucose attaches to haemoglobin in red cells that live about 120 days. Below 5.7% is normal, 5.7–6.4% is the prediabetes range and 6.5% or more indicates diabetes. HbA1c does not need fasting.",
      "Conditions that change red-cell lifespan, such as iron-deficiency anaemia or thalassaemia trait, can make HbA1c misleading, so your doctor may rely on glucose values instead.",
      "Prediabetes is a warning, not a diagnosis of disease: losing 5–7% of body weight and 150 minutes of brisk walking a week substantially lower the chance of progressing to diabetes. Recheck HbA1c every 6–12 months.",
    ],
    category: "preventive",
    author: "Dr. Sandeep Raina, MD (Medicine)",
    date: "2025-07-14",
    readTime: "5 min read",
    image: "/images/articles/hba1c-and-prediabetes.svg",
    alt: "Illustration of a glucose meter and a rising and falling line chart",
    tags: ["Diabetes", "HbA1c", "Blood Sugar"],
    featured: false,
  },
  {
    id: "lipid-profile-fasting",
    title: "Preparing for a lipid profile: the 12-hour fast explained",
    excerpt:
      "Why we ask you to fast before a lipid profile, what you may drink, and which medicines to keep taking.",
    content: [
      "A lipid profile measures total cholesterol, LDL, HDL and triglycerides. Triglycerides rise sharply after a meal, so we ask for 12 hours of fasting to get a stable baseline; a 7:00 AM collection means finishing dinner by 7:00 PM.",
      "Plain water is allowed and helps the phlebotomist find a vein. Avoid tea, coffee, juice, chewing gum and smoking during the fast, and avoid alcohol for 24 hours before the test, as it raises triglycerides.",
      "Keep taking your regular medicines, including cholesterol and blood pressure tablets, unless your doctor tells you otherwise. If you have diabetes and take insulin or sugar-lowering tablets, ask your doctor how to adjust them for the fast.",
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
  },
  {
    id: "thyroid-function-test",
    title: "Thyroid function test: reading TSH, T3 and T4",
    excerpt:
      "TSH is the first number doctors look at. Here is how it relates to T3 and T4, and what can throw the results off.",
    content: [
      "The pituitary gland releases thyroid-stimulating hormone (TSH) to push the thyroid to make T4 and T3. When the thyroid is underactive, TSH rises; when it is overactive, TSH falls. That is why TSH is the most sensitive first test.",
      "A typical adult reference range for TSH is about 0.4–4.0 mIU/L, but each laboratory prints its own range on the report and pregnancy uses trimester-specific ranges. A high TSH with a low free T4 suggests hypothyroidism; a raised TSH with a normal T4 is called subclinical hypothyroidism and is often just rechecked.",
      "No fasting is needed. If you take thyroxine, give the sample before your morning dose. Tell us if you take biotin supplements: high doses can interfere with the test, and your doctor may advise pausing them for a few days beforehand.",
    ],
    category: "test-guides",
    author: "Dr. Farah Qureshi, DNB (Endocrinology)",
    date: "2025-05-30",
    readTime: "5 min read",
    image: "/images/articles/thyroid-function-test.svg",
    alt: "Illustration of the thyroid gland with three small result bars",
    tags: ["Thyroid", "TSH", "Women's Health"],
    featured: false,
  },
  {
    id: "vitamin-d-deficiency",
    title: "Vitamin D deficiency in India: why sunshine is not enough",
    excerpt:
      "Despite plenty of sun, most urban Indians test low for vitamin D. What the numbers mean and when to test.",
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
    ],
    category: "health-tips",
    author: "Nisha Verma, Senior Phlebotomist",
    date: "2025-03-07",
    readTime: "3 min read",
    image: "/images/articles/child-blood-test.svg",
    alt: "Illustration of a parent holding a child with a small bandage on the arm",
    tags: ["Children", "Home Collection", "Test Preparation"],
    featured: false,
  },
];
