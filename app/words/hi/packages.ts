import type { packages as english } from "#app/words/en/packages.ts";

export const packages: typeof english = {
  hero: {
    eyebrow: "हेल्थ पैकेज",
    title: "हेल्थ पैकेज",
    lead: "बचाव के लिए चेकअप, महिलाओं की सेहत, एलर्जी की जाँच और खास बीमारियों के प्रोफ़ाइल, घर से मुफ़्त सैंपल कलेक्शन और डॉक्टर के हस्ताक्षर वाली रिपोर्ट के साथ।",
    searchAll: "सभी पैकेज खोजें",
  },
  viewAll: "सभी देखें",
  comingSoon: "हम इस श्रेणी में और पैकेज जोड़ रहे हैं।",
  back: "हेल्थ पैकेज पर वापस जाएँ",
  notFound: { title: "श्रेणी नहीं मिली", message: "आप हेल्थ पैकेज की जो श्रेणी ढूँढ रहे हैं, वह मौजूद नहीं है।" },
  available: (count) => `${count} पैकेज उपलब्ध`,
  packagesIn: (category) => `${category} के पैकेज`,
  noPackages: "कोई पैकेज उपलब्ध नहीं",
  parametersIncluded: (count) => `${count} पैरामीटर शामिल`,
  viewDetails: "पूरी जानकारी देखें",
};
