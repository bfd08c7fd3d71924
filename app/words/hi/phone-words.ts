import type { phoneWords as english } from "#app/words/en/phone-words.ts";

export const phoneWords: typeof english = {
  empty: "कृपया अपना फ़ोन नंबर डालें, ताकि हम आपको वापस कॉल कर सकें।",
  invalid: "कृपया सही भारतीय नंबर डालें: 10 अंकों का मोबाइल नंबर (जैसे 98765 43210) या STD कोड के साथ लैंडलाइन नंबर (जैसे 011 2345 6789)।",
};
