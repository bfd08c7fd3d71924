/** The words of the news stories island (app/features/press/press-stories.tsx): its filter and "Read Full Story". */
export const pressStories = {
  filterLabel: "Filter news by category",
  shown: (count: number) => `${count} ${count === 1 ? "story" : "stories"} shown`,
  showLess: "Show Less",
  readFullStory: "Read Full Story",
};
