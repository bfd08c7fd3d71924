import { NewsletterForm } from "~/components/forms/newsletter-form";
import { pageMeta } from "~/routes/page-meta";
import { BlogPage } from "~/features/blog/blog-page";

export const meta = () =>
  pageMeta({
    title: "Health Articles",
    description:
      "Doctor-written guides on preventive health checkups, test preparation, reading your results and everyday health tips.",
    path: "/blog",
  });

export default function BlogRoute() {
  return <BlogPage newsletter={<NewsletterForm />} />;
}
