import { Icon } from "~/components/ui/icon";
import { useState } from "react";
import { Badge, Card } from "~/components/ui/card";
import { FilterBar } from "~/components/ui/filter-bar";
import { MedicalNote } from "~/components/ui/medical-note";
import { PageHero } from "~/components/ui/page-hero";
import { Section, SectionHeading } from "~/components/ui/section-heading";
import { EmptyState } from "~/components/ui/states";
import { articleImageSize, articles, type Article } from "~/content/articles";
import { articleCategories, articleFilters, type ArticleFilterId } from "~/content/article-categories";
import { cardTags, featuredArticle, filterArticles } from "~/domain/articles";
import { formatLongDate } from "~/domain/news";
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
        <MedicalNote />
      </div>
    </details>
  );
}

function Tags({ tags }: { tags: string[] }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-medium text-ink-700">
          #{tag}
        </li>
      ))}
    </ul>
  );
}

export function BlogPage({ newsletter }: { newsletter: ReactNode }) {
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
        <Section aria-labelledby="featured-heading">
          <h2 id="featured-heading" className="sr-only">
            Featured article
          </h2>
          <Card as="article" className="lg:flex-row" aria-labelledby="featured-title">
            <img
              src={featured.image}
              alt={featured.alt}
              width={articleImageSize.width}
              height={articleImageSize.height}
              loading="lazy"
              className="aspect-video h-auto w-full object-cover lg:w-1/2"
            />
            <div className="flex flex-col p-6 lg:p-8">
              <div className="flex flex-wrap gap-2">
                <Badge tone="accent">Featured</Badge>
                <Badge>{categoryLabel[featured.category]}</Badge>
              </div>
              <h3 id="featured-title" className="mt-3 text-2xl font-bold">
                {featured.title}
              </h3>
              <p className="mt-2 text-ink-700">{featured.excerpt}</p>
              <div className="mt-3">
                <Meta article={featured} />
              </div>
              <div className="mt-3">
                <Tags tags={cardTags(featured.tags)} />
              </div>
              <FullText article={featured} summary="Read Full Article" />
            </div>
          </Card>
        </Section>
      )}

      <Section tone="tint" aria-labelledby="articles-heading">
        <SectionHeading id="articles-heading" title="Latest articles" />
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
              <Card as="article" key={article.id} aria-labelledby={`article-${article.id}`} data-testid="article-card">
                <img
                  src={article.image}
                  alt={article.alt}
                  width={articleImageSize.width}
                  height={articleImageSize.height}
                  loading="lazy"
                  className="aspect-video h-auto w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-6">
                  <Badge className="self-start">{categoryLabel[article.category]}</Badge>
                  <h3 id={`article-${article.id}`} className="mt-3 text-lg font-semibold">
                    {article.title}
                  </h3>
                  <p className="mt-2 text-ink-700">{article.excerpt}</p>
                  <div className="mt-3">
                    <Meta article={article} />
                  </div>
                  <div className="mt-3">
                    <Tags tags={cardTags(article.tags)} />
                  </div>
                  <FullText article={article} summary="Read Article" />
                </div>
              </Card>
            ))}
          </div>
        )}
      </Section>

      <Section aria-labelledby="newsletter-heading">
        <div className="mx-auto max-w-2xl rounded-card border border-brand-200 bg-brand-50 p-8 text-center">
          <Icon name="Mail" className="mx-auto size-10 text-brand-700" />
          <h2 id="newsletter-heading" className="mt-3 text-2xl font-bold">
            Get health tips in your inbox
          </h2>
          <p className="mt-2 text-ink-700">One short email a month with new articles and seasonal checkup reminders.</p>
          <div className="mt-6 text-left">{newsletter}</div>
        </div>
      </Section>
    </>
  );
}
