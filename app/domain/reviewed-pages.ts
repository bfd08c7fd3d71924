import { articles } from "../content/articles";
import { catalogueEntries } from "../content/catalogue";
import { serviceCategories } from "../content/services";
import type { ReviewedPage } from "./medical-review";

/**
 * Every page that carries a medical review, with where its dates live, for the build's content check
 * (vite.config.ts). Build-time only: it reads every content module. Relative imports only: the build
 * config loads this file outside Vite.
 */
export function reviewedPages(): ReviewedPage[] {
  return [
    ...catalogueEntries.map((entry) => ({
      where: `app/content/catalogue.ts, ${entry.type} ${entry.id} "${entry.name}"`,
      review: entry.review,
    })),
    ...serviceCategories.map((category) => ({
      where: `app/content/services.ts, department "${category.name}"`,
      review: category.review,
    })),
    ...articles.map((article) => ({ where: `app/content/articles.ts, article "${article.title}"`, review: article.review })),
  ];
}
