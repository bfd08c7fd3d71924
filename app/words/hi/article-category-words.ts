import type { articleCategoryWords as english } from "#app/words/en/article-category-words.ts";

export const articleCategoryWords: typeof english = {
  all: "सभी लेख",
  preventive: "बीमारी से बचाव",
  "test-guides": "टेस्ट गाइड",
  "health-tips": "सेहत के सुझाव",
  technology: "टेक्नोलॉजी",
};
