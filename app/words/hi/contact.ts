import type { contact as english } from "#app/words/en/contact.ts";

export const contact: typeof english = {
  eyebrow: "संपर्क",
  getInTouch: "हमसे संपर्क करें",
  chatMessage: (brand) => `नमस्ते ${brand}, मुझे किसी टेस्ट या अपनी रिपोर्ट के बारे में मदद चाहिए।`,
};
