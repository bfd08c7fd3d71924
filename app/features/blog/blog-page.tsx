import { Icon } from "~/components/ui/icon";
import { useState, useId } from "react";
import { Badge } from "~/components/ui/card";
import { FilterBar } from "~/components/ui/filter-bar";
import { MediaCard } from "~/components/ui/media-card";
import { MedicalNote } from "~/components/ui/medical-note";
import { PageHero } from "~/components/ui/page-hero";
import { TagList } from "~/components/ui/tag-list";
import { Section } from "~/components/ui/section-heading";
import { EmptyState } from "~/components/ui/states";
import type { Article } from "~/content/articles";
import { articleCategories, articleFilters, articleImageSize, type ArticleFilterId } from "~/content/article-categories";
import { cardTags, featuredArticle, filterArticles } from "~/domain/articles";
import { formatLongDate } from "~/domain/dates";
import type { ReactNode } from "react";

const categoryLabel = Object.fromEntries(articleCategories.map((c) => [c.id, c.label]));

function Meta({ article }: { article: Article }) {
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-600">
      <span className="inline-flex items-center gap-1">
        <Icon name="UserRound" className="size-4" />
        {article.author}
      </span>
      <span className="inline-flex items-center gap-1">
        <Icon name="CalendarDays" className="size-4" />
        <time dateTime={article.date}>{formatLongDate(article.date)}</time>
      </span>
      <span className="inline-flex items-center gap-1">
        <Icon name="Clock" className="size-4" />
        {article.readTime}
      </span>
    </p>
  );
}

/** The full text, readable in place. */
function FullText({ article, summary }: { article: Article; summary: ReactNode }) {
  return (
    <details className="group mt-4">
      <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-control font-semibold text-brand-700 hover:underline">
        {summary}
        <span className="sr-only">: {article.title}</span>
      </summary>
      <div className="mt-3 space-y-3 border-l-2 border-brand-200 pl-4 text-ink-700">
        {article.content.map((p) => (
          <p key={p.slice(0, 40)}>{p}</p>
        ))}
        <MedicalNote review={article.review} />
      </div>
    </details>
  );
}

/** An article's card: image, category, title, excerpt, author/date/read time, tags and the full text. */
function ArticleCard({
  article,
  badges,
  summary,
  ...card
}: {
  article: Article;
  badges?: ReactNode;
  summary: string;
  className?: string;
  imageClassName?: string;
  bodyClassName?: string;
  titleClassName?: string;
  "data-testid"?: string;
}) {
  return (
    <MediaCard
      image={{ src: article.image, alt: article.alt, ...articleImageSize }}
      top={
        <div className="flex flex-wrap gap-2">
          {badges}
          <Badge>{categoryLabel[article.category]}</Badge>
        </div>
      }
      title={article.title}
      {...card}
    >
      <p className="mt-2 text-ink-700">{article.excerpt}</p>
      <div className="mt-3">
        <Meta article={article} />
      </div>
      <TagList tags={cardTags(article.tags)} className="mt-3" />
      <FullText article={article} summary={summary} />
    </MediaCard>
  );
}

/** `articles`: content/articles.ts (which quotes test facts), handed over by the route. */
export function BlogPage({ articles, newsletter }: { articles: Article[]; newsletter: ReactNode }) {
  const newsletterHeadingId = useId();
  const [filter, setFilter] = useState<ArticleFilterId>("all");
  const featured = featuredArticle(articles);
  const shown = filterArticles(articles, filter);

  return (
    <>
      <PageHero
        eyebrow="Health articles"
        title="Health guides from our doctors"
        lead="Clear, practical advice on preventive checkups, preparing for tests and understanding your results."
      />

      {featured && (
        <Section title="Featured article" titleHidden>
          <ArticleCard
            article={featured}
            className="lg:flex-row"
            imageClassName="lg:w-1/2"
            bodyClassName="lg:p-8"
            titleClassName="text-2xl font-bold"
            badges={<Badge tone="accent">Featured</Badge>}
            summary="Read Full Article"
          />
        </Section>
      )}

      <Section tone="tint" title="Latest articles">
        <FilterBar
          label="Filter articles by category"
          options={articleFilters.map((f) => ({ value: f.id, label: f.label, count: f.count }))}
          value={filter}
          onChange={setFilter}
          className="mb-8 justify-center"
        />
        {shown.length === 0 ? (
          <EmptyState level={3} title="No articles found" message="Try selecting a different category" />
        ) : (
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {shown.map((article) => (
              <ArticleCard key={article.id} article={article} titleClassName="text-lg" summary="Read Article" data-testid="article-card" />
            ))}
          </div>
        )}
      </Section>

      <Section aria-labelledby={newsletterHeadingId}>
        <div className="mx-auto max-w-2xl rounded-card border border-brand-200 bg-brand-50 p-8 text-center">
          <Icon name="Mail" className="mx-auto size-10 text-brand-700" />
          <h2 id={newsletterHeadingId} className="mt-3 text-2xl font-bold">
            Get health tips in your inbox
          </h2>
          <p className="mt-2 text-ink-700">One short email a month with new articles and seasonal checkup reminders.</p>
          <div className="mt-6 text-left">{newsletter}</div>
        </div>
      </Section>
    </>
  );
}
