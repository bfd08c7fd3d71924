import type { homePage as english } from "#app/words/en/home.ts";

export const homePage: typeof english = {
  hero: {
    call: (phone) => `${phone} पर कॉल करें`,
  },
  seeAllTests: "सभी टेस्ट और कीमतें देखें",
  fromPrice: { before: "कीमत", after: " से शुरू" },
  viewAllPackages: "सभी हेल्थ पैकेज देखें",
  bookNow: "अभी बुक करें",
  findTest: "टेस्ट खोजें",
  homeCollection: "होम कलेक्शन",
  aboutCommitments: "इन वादों के बारे में और जानें",
  testimonials: {
    eyebrow: "मरीज़ों के अनुभव",
    title: "हमारे मरीज़ क्या कहते हैं",
    stars: (rating) => `5 में से ${rating} रेटिंग`,
  },
};
