import type { contactForm as english } from "#app/words/en/contact-form.ts";

export const contactForm: typeof english = {
  required: {
    before: "जिस जानकारी के साथ",
    srOnly: "ज़रूरी का निशान",
    after: "लगा है, उसे भरना ज़रूरी है।",
  },
};
