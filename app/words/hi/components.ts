import type * as english from "#app/words/en/components.ts";

export const itemCard: typeof english.itemCard = {
  popular: "आम टेस्ट",
  bookNow: "अभी बुक करें",
  report: "रिपोर्ट:",
  fasting: "खाली पेट",
  fastingTerm: "खाली पेट:",
  noFasting: "खाली पेट रहने की ज़रूरत नहीं",
  fastingHours: (hours) => `${hours} घंटे`,
  where: "कहाँ",
};

export const addToPackage: typeof english.addToPackage = {
  add: "मेरे टेस्ट में जोड़ें",
  added: "जोड़ा गया",
};

export const medicalNote: typeof english.medicalNote = "मेडिकल नोट: ";

export const safetyBox: typeof english.safetyBox = {
  emergency: "इमरजेंसी चेतावनी",
  caution: "सुरक्षा सलाह",
  forItems: (names) => `${names} के लिए।`,
  forAll: "नीचे दिए गए सभी पैकेज के लिए।",
};

export const listNotices: typeof english.listNotices = {
  forItems: (names) => `${names} के लिए।`,
  forAll: "नीचे दिए गए सभी टेस्ट और पैकेज के लिए।",
};

export const beforeYouBook: typeof english.beforeYouBook = {
  title: "बुक करने से पहले",
  fasting: "खाली पेट और डायबिटीज़ की दवाएँ",
  emergencies: "112 पर कब कॉल करें, पूरी जानकारी",
};

export const breadcrumb: typeof english.breadcrumb = { label: "आप यहाँ हैं" };

export const tagList: typeof english.tagList = { label: "टैग" };
