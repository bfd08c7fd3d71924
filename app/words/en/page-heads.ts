/**
 * Every page's title and description (app/routes/, `pageMeta`/`noIndexMeta`): build-time only, so in no
 * script. A page about one item takes its title from the item's own name.
 */
export const pageHeads = {
  shareImageAlt: (brand: string) => `${brand}: lab tests, health packages and home sample collection across Delhi/NCR and Jammu & Kashmir`,
  home: {
    title: "Lab Tests & Home Sample Collection",
    description:
      "Lab tests, health packages and free home sample pickup in Delhi/NCR and Jammu & Kashmir, with an NABL-accredited central laboratory. Report time on each test.",
  },
  about: {
    title: "About Us",
    description:
      "Laboratory diagnostics since 2004, with an NABL-accredited central laboratory: our vision, mission, values, departments and accreditations.",
  },
  blog: {
    title: "Health Articles",
    description:
      "Guides by our doctors and staff on preventive health checkups, test preparation, reading your results and everyday health tips.",
  },
  contact: {
    title: "Contact Us",
    description:
      "Call, email or write to our Delhi care team about tests, home sample collection, reports or billing. 24/7 support line; replies within 24 hours.",
  },
  corporate: {
    title: "Corporate Health",
    description: (lowestPrice: string) =>
      `Annual health check-ups, pre-employment screening and on-site camps for companies, from ${lowestPrice} per employee.`,
  },
  findTest: {
    title: "Find a Test",
    description:
      "Search blood tests, ECG, EEG, sleep studies and health packages by name, with prices, sample type, report time and home collection.",
  },
  gallery: {
    title: "Gallery",
    description:
      "See our diagnostic centres, laboratory equipment, home collection team and community health camps across Delhi/NCR and J&K.",
  },
  homeCare: {
    title: "Home Care Diagnostics",
    description: (lowestPrice: string) =>
      `Blood collection, X-ray, ECG, Holter, lung function, EEG, sleep and nerve studies at home, with packages from ${lowestPrice}.`,
  },
  locations: {
    title: "Our Centres",
    description:
      "Find a Health+ Diagnostics centre in Delhi, Noida, Gurugram, Faridabad, Jammu or Srinagar: address, hours, services and directions.",
  },
  myPackage: {
    title: "My tests",
    description: "Your own list of tests and health packages, kept in this browser and booked together in one message.",
  },
  notFound: { title: "Page Not Found", description: "The page you're looking for doesn't exist or has moved." },
  press: {
    title: "News & Updates",
    description: "News from Health+ Diagnostics: new centres, service launches, NABL accreditation, partnerships and digital reports.",
  },
  privacyPolicy: { description: "How we collect, use, share and protect your personal and medical information." },
  termsOfService: { description: "The terms that apply when you use our website and book tests, home collection and health packages." },
  disclaimer: {
    description: "Important information about medical advice, test results, accreditation claims and the limits of our liability.",
  },
  resources: {
    title: "Patient Resources",
    description:
      "Test preparation guides, home collection checklist, answers to common questions and 24/7 support from Health+ Diagnostics.",
  },
  allTests: {
    title: (page: number) => (page > 1 ? `All Tests A–Z (page ${page})` : "All Tests A–Z"),
    description: (first: string, last: string) => `Every test we do on its own, with its price. This page: ${first} to ${last}.`,
    whole: "Every test we do on its own, A to Z, with its price, and the everyday names that lead to them.",
  },
  testGuide: {
    title: "Test Preparation Guide",
    description: "Printable preparation guide for our health packages and most-asked tests: fasting, sample type, report time and price.",
  },
  thankYou: { title: "Thank You", description: "Your message has reached our care team. We reply within 24 hours." },
  healthPackages: {
    title: "Comprehensive Health Packages",
    description:
      "Full body checkups, women's health, allergy and specialty health packages with free home sample collection across Delhi/NCR and J&K.",
  },
  healthPackageCategory: {
    title: (category: string) => `${category} – Health Packages`,
    description: (categoryDescription: string, count: number) =>
      `${categoryDescription}: ${count} ${count === 1 ? "package" : "packages"} with prices, parameters and free home sample collection.`,
  },
  categoryNotFound: { title: "Category Not Found", description: "The health package category you're looking for doesn't exist." },
  packageDetails: {
    facts: (parameters: number, reportTime: string, price: string) => `${parameters} parameters, report in ${reportTime}, ${price}.`,
  },
  packageNotFound: { title: "Package Not Found", description: "The health package you're looking for doesn't exist." },
  testDetails: {
    facts: (sample: string, reportTime: string, price: string, homeCollection: boolean) =>
      `${sample} sample, report in ${reportTime}, ${price}${homeCollection ? ", home collection" : ""}.`,
  },
  testNotFound: { title: "Test Not Found", description: "The test you're looking for doesn't exist." },
  services: {
    title: "Our Services",
    description: "Pathology, radiology, cardiology and neurology departments with home visits across Delhi/NCR and Jammu & Kashmir.",
  },
  laboratoryDepartments: {
    title: "Our Laboratory Departments",
    description: "All our laboratory departments: pathology, radiology, cardiology and neurology.",
  },
  service: { title: (department: string) => `${department} Services` },
  serviceNotFound: { title: "Service Not Found", description: "The service you're looking for doesn't exist." },
  /** Words the page shells give their parts (labels of filters and carousels, an empty list, the not-found page). */
  shells: {
    articleFilterLabel: "Filter articles by category",
    noArticles: "No articles found",
    noArticlesHint: "Try selecting a different category",
    flagshipCarousel: "Flagship services",
    centreFilterLabel: "Filter centres by city",
    allCentres: "All centres",
    centresShown: "centres shown",
    onOurCentres: "on Our Centres",
    goHome: "Go to Home",
    findTest: "Find a Test",
  },
};
