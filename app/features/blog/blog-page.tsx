import { useId, type ReactNode } from "react";
import { Badge } from "#app/components/ui/card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { MediaCard } from "#app/components/ui/media-card.tsx";
import { MedicalNote } from "#app/components/ui/medical-note.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section-heading.tsx";
import { TagList } from "#app/components/ui/tag-list.tsx";
import { cardTags } from "#app/domain/articles.ts";
import { formatLongDate } from "#app/domain/dates.ts";
import { articleCategories, articleImageSize } from "#content/article-categories.ts";
import type { Article } from "#content/articles.ts";
import { blog } from "#words/blog.ts";

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
        {blog.readTime(article.readTime)}
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
      <p className="mt-2 text-sm text-ink-700 sm:text-base">{article.excerpt}</p>
      <div className="mt-3">
        <Meta article={article} />
      </div>
      <TagList tags={cardTags(article.tags)} className="mt-3" />
      <FullText article={article} summary={summary} />
    </MediaCard>
  );
}

/** A card of the "Latest articles" grid (rendered once at build time; the filter shows or hides it). */
export function LatestArticleCard({ article }: { article: Article }) {
  // No picture on a phone: twelve illustrations would make the list twice as long (the featured article keeps its own).
  return (
    <ArticleCard
      article={article}
      imageClassName="hidden aspect-video h-auto object-cover sm:block"
      titleClassName="mt-3 text-lg font-semibold"
      summary={blog.readArticle}
      data-testid="article-card"
    />
  );
}

/**
 * /blog. `featured`: the featured article (content/articles.ts, which quotes test facts, read at build
 * time). The parts that need the browser come in as islands: `latest`, the category filter over the
 * other articles' cards, and `newsletter`, the newsletter form.
 */
export function BlogPage({ featured, latest, newsletter }: { featured: Article | undefined; latest?: ReactNode; newsletter?: ReactNode }) {
  const newsletterHeadingId = useId();
  return (
    <>
      <PageHero eyebrow={blog.eyebrow} title={blog.title} lead={blog.lead} />

      {featured && (
        <Section title={blog.featuredArticle} titleHidden>
          <ArticleCard
            article={featured}
            className="lg:flex-row"
            imageClassName="aspect-video h-auto object-cover lg:w-1/2"
            titleClassName="mt-3 text-2xl font-bold"
            badges={<Badge tone="accent">{blog.featured}</Badge>}
            summary={blog.readFullArticle}
          />
        </Section>
      )}

      <Section tone="tint" title={blog.latestArticles}>
        {latest}
      </Section>

      <Section aria-labelledby={newsletterHeadingId}>
        <div className="mx-auto max-w-2xl rounded-card border border-brand-200 bg-brand-50 p-8 text-center">
          <Icon name="Mail" className="mx-auto size-10 text-brand-700" />
          <h2 id={newsletterHeadingId} className="mt-3 text-2xl font-bold">
            {blog.newsletter.title}
          </h2>
          <p className="mt-2 text-ink-700">{blog.newsletter.text}</p>
          <div className="mt-6 text-left">{newsletter}</div>
        </div>
      </Section>
    </>
  );
}
