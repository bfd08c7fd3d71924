/** The news categories and the /press filter (./news-categories.ts). */
export const newsCategoryWords = {
  all: "All",
  expansion: "Expansion",
  technology: "Technology",
  accreditation: "Accreditation",
  partnership: "Partnership",
  "service-launch": "Service Launch",
  "digital-innovation": "Digital Innovation",
};
