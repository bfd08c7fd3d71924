import type { fieldMessages as english } from "#app/words/en/field-messages.ts";

export const fieldMessages: typeof english = {
  fill: "कृपया यह जानकारी भरें।",
  choose: "कृपया सूची में से एक विकल्प चुनें।",
  email: "कृपया सही ईमेल पता लिखें, जैसे name@example.com।",
  invalid: "कृपया यहाँ सही जानकारी भरें।",
};
