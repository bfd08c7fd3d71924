import type { pressStories as english } from "../en/press-stories";

export const pressStories: typeof english = {
  filterLabel: "ख़बरों को श्रेणी से छाँटें",
  shown: (count) => (count === 1 ? "1 ख़बर दिख रही है" : `${count} ख़बरें दिख रही हैं`),
  showLess: "कम दिखाएँ",
  readFullStory: "पूरी ख़बर पढ़ें",
};
