import type { pressStories as english } from "#app/words/en/press-stories.ts";

export const pressStories: typeof english = {
  filterLabel: "खबरों को श्रेणी से छाँटें",
  shown: (count) => (count === 1 ? "1 खबर दिख रही है" : `${count} खबरें दिख रही हैं`),
  showLess: "कम दिखाएँ",
  readFullStory: "पूरी खबर पढ़ें",
};
