/** The /blog categories and filter buttons (./article-categories.ts). */
export const articleCategoryWords = {
  all: "All Articles",
  preventive: "Preventive Care",
  "test-guides": "Test Guides",
  "health-tips": "Health Tips",
  technology: "Technology",
};
