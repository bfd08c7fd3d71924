import { NewsletterForm } from "~/components/forms/newsletter-form";
import { pageMeta } from "~/routes/page-meta";
import { articles } from "~/content/articles";
import { BlogPage } from "~/features/blog/blog-page";
import type { Route } from "./+types/blog";

/**
 * Runs at build time only: the page carries its articles in its HTML, not the content module and the test
 * facts it quotes in its scripts (docs/decisions/015-details-pages-carry-their-own-item.md).
 */
export function loader() {
  return { articles };
}

export const meta = () =>
  pageMeta({
    title: "Health Articles",
    description:
      "Doctor-written guides on preventive health checkups, test preparation, reading your results and everyday health tips.",
    path: "/blog",
  });

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return <BlogPage articles={loaderData.articles} newsletter={<NewsletterForm />} />;
}
