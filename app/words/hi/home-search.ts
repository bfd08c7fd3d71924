import type { homeSearch as english } from "#app/words/en/home-search.ts";

export const homeSearch: typeof english = {
  label: "टेस्ट और पैकेज",
  heading: "टेस्ट और हेल्थ पैकेज खोजें",
  placeholder: "CBC, थायरॉइड, शुगर",
  search: "खोजें",
  suggestions: "सुझाव",
  hint: "सुझाव देखने के लिए कम से कम 3 अक्षर लिखें।",
  loadFailed: "सुझाव लोड नहीं हो पाए। अपना इंटरनेट कनेक्शन जाँचें।",
  tryAgain: "फिर से कोशिश करें",
  available: (count) => `${count} सुझाव उपलब्ध ${count === 1 ? "है" : "हैं"}।`,
  includes: (name) => ` · ${name} शामिल है`,
};
