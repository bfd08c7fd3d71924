/**
 * The words of the smaller static pages: /about, /gallery around its images (the images island has
 * ./gallery-images.ts), /press around its stories (./press-stories.ts) and the legal pages.
 */
export const pages = {
  about: {
    eyebrow: "About us",
    title: "Diagnostics close to home",
    findTest: "Find a Test",
    contact: "Contact Us",
    atAGlance: "At a glance",
    visionAndMission: "Our vision and mission",
    vision: "Our Vision",
    mission: "Our Mission",
  },
  gallery: {
    eyebrow: "Gallery",
    title: "Inside Health+ Diagnostics",
    lead: "A look at our centres, the equipment that runs your tests, the people behind every report and our community health events.",
    images: "Images",
    findCentre: "Find a centre near you",
    about: "About us",
  },
  press: {
    eyebrow: "News & updates",
    title: "Latest from Health+ Diagnostics",
    lead: "New centres, new services, accreditations and the technology in our laboratory.",
    stories: "News stories",
    mediaEnquiries: "Media enquiries",
    mediaText: "For press information and interviews, write to us through our contact page.",
    contact: "Contact Us",
  },
  legal: {
    eyebrow: "Legal",
    lastUpdated: (date: string) => `Last updated: ${date}`,
    onThisPage: "On this page",
    contactDetails: "Contact details",
    email: "Email:",
    phone: "Phone:",
    seeAlso: "See also:",
    privacyPolicy: "Privacy Policy",
    termsOfService: "Terms of Service",
    disclaimer: "Disclaimer",
  },
};
