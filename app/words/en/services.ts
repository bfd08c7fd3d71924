/**
 * The words of /services, a department's and a subcategory's page written in code
 * (app/features/services/), static sections only; the subcategory's test list island has
 * ./subcategory-tests.ts.
 */
export const services = {
  findTest: "Find a Test",
  contactUs: "Contact Us",
  overview: {
    eyebrow: "Our facilities",
    title: "Diagnostic Services & Departments",
    lead: (testingSites: string) =>
      `Pathology, radiology, cardiology and neurology under one roof, with home visits across Delhi/NCR and Jammu & Kashmir. Blood and urine samples: ${testingSites}`,
    homeCollection: "Home Collection",
    explore: (department: string) => `Explore ${department}`,
    certifications: { eyebrow: "Certifications", title: "Accreditation and Certification" },
    notSure: {
      title: "Not sure which test you need?",
      intro: "Search our test catalogue, or message us and our team will help you choose.",
      chatMessage: "Hello, I need help choosing the right diagnostic test.",
      chat: "Chat with Us",
    },
  },
  department: {
    eyebrow: (department: string) => `${department} department`,
    title: (department: string) => `${department} Services`,
    offerEyebrow: "What we offer",
    offerTitle: (department: string) => `${department} Tests and Studies`,
    offerIntro: "Choose a service to see its tests, preparation and prices.",
    view: (subcategory: string) => `View ${subcategory}`,
    whyEyebrow: "Why choose us",
    whyTitle: (department: string) => `Why Choose Our ${department} Services`,
    looking: {
      title: "Looking for a specific test?",
      intro: "Search the full catalogue of tests and health packages, or write to us and we will reply within 24 hours.",
    },
  },
  subcategory: {
    bookingMessage: (subcategory: string) => `Hello, I'd like to book a ${subcategory} test. Please help me choose.`,
    bookViaChat: "Book via Chat",
    /** Before the support number. */
    callNow: "Call Now:",
    infoBlocks: {
      whyChoose: "Why Choose Us",
      benefits: "Benefits",
      qualityStandards: "Quality Standards",
      expertiseAreas: "Expertise Areas",
    },
    aboutService: "About this service",
    /** Opens the rest of the fever advice's "while you wait" (features/services/fever-advice.tsx). */
    feverMore: "More on fever care while you wait",
    popularTests: "Common Tests",
    popularIntro:
      "Book any test in a chat with our team. Blood and urine samples are picked up from home free; for other tests, ask us whether a home visit is possible and what it costs.",
    equipment: { eyebrow: "Technology", title: "Advanced Equipment" },
    features: { eyebrow: "What you get", title: "Key Features" },
    process: { eyebrow: "Simple process", title: "How It Works" },
    steps: {
      book: { title: "Book Online", description: "Book by chat or phone and pick a slot at home or at a centre." },
      collection: { title: "Sample Collection", description: "A trained technician collects the sample or performs the test." },
      analysis: "Analysis",
      results: { title: "Get Results", description: (delivery: string) => `Your signed report arrives ${delivery}, ready to share.` },
    },
    /** Who analyses and signs the result (see `analysisText`). */
    analysis: {
      /** Where the sample is tested: the testing-sites sentence (content/en/claims.json), which says which laboratory NABL accredits. */
      pathology: (testingSites: string) => `${testingSites} A pathologist checks every result.`,
      lungTest: "A pulmonologist reads and signs your report.",
      petXray: "A veterinary radiologist reads and signs the report, and we share it with your vet.",
      sleepStudies: "A sleep-medicine specialist reads and signs your report.",
      radiology: "A radiologist reads and signs your report.",
      cardiology: "A cardiologist reads and signs your report.",
      neurology: "A neurologist reads and signs your report.",
      other: "A specialist reads and signs your report.",
    },
    questions: {
      title: (subcategory: string) => `Questions about ${subcategory}?`,
      intro: (emergencyNumber: string) =>
        `Our support line is open 24/7 to help with preparation, prices and slots. For a medical emergency, call ${emergencyNumber}.`,
    },
  },
  notFound: {
    title: "Service Not Found",
    message: "The service you're looking for doesn't exist or may have moved.",
    back: "Back to Services",
  },
};
