import type { contactForm as english } from "../en/contact-form";

export const contactForm: typeof english = {
  required: {
    before: "जिन खानों पर",
    srOnly: "ज़रूरी का निशान",
    after: "लगा है, उन्हें भरना ज़रूरी है।",
  },
};
