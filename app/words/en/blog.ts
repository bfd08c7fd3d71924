/** The words of /blog (app/features/blog/): its hero, the article cards and the newsletter box around its form. */
export const blog = {
  eyebrow: "Health articles",
  title: "Health guides from our doctors",
  lead: "Clear, practical advice on preventive checkups, preparing for tests and understanding your results.",
  featuredArticle: "Featured article",
  featured: "Featured",
  readFullArticle: "Read Full Article",
  readArticle: "Read Article",
  latestArticles: "Latest articles",
  newsletter: {
    title: "Get health tips in your inbox",
    text: "One short email a month with new articles and seasonal checkup reminders.",
  },
  /** An article's reading time, written "5 min read" in the content. */
  readTime: (value: string) => value,
};
