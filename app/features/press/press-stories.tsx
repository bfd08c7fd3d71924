import { useState } from "react";
import { Badge } from "#app/components/ui/card.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { FilterBar } from "#app/components/ui/filter-bar.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { MediaCard } from "#app/components/ui/media-card.tsx";
import { TagList } from "#app/components/ui/tag-list.tsx";
import { formatLongDate } from "#app/domain/dates.ts";
import { filterNews, newsBadgeTone, newsCounts } from "#app/domain/news.ts";
import { newsCategories, newsFilters, newsImageSize, type NewsFilterId } from "#content/news-categories.ts";
import type { NewsItem } from "#content/news.ts";
import { pressStories as words } from "#words/press-stories.ts";

const categoryLabel = Object.fromEntries(newsCategories.map((c) => [c.id, c.label]));

function NewsCard({ item }: { item: NewsItem }) {
  const [expanded, setExpanded] = useState(false);
  const storyId = `story-${item.id}`;
  return (
    <MediaCard
      image={{ src: item.image, alt: item.alt, ...newsImageSize }}
      top={
        <div className="flex flex-wrap items-center gap-3">
          <Badge tone={newsBadgeTone(item.category)}>{categoryLabel[item.category]}</Badge>
          <span className="inline-flex items-center gap-1 text-sm text-ink-600">
            <Icon name="CalendarDays" className="size-4" />
            <time dateTime={item.date}>{formatLongDate(item.date)}</time>
          </span>
        </div>
      }
      title={item.title}
    >
      <p className="mt-2 text-ink-700">{item.excerpt}</p>
      <div id={storyId} hidden={!expanded} className="mt-3 space-y-3 border-l-2 border-brand-200 pl-4 text-ink-700">
        {item.content.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
      <TagList tags={item.tags} className="mt-4" />
      <div className="mt-auto pt-5">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={storyId}
          onClick={() => setExpanded((v) => !v)}
          className="inline-flex min-h-11 items-center gap-2 rounded-control font-semibold text-brand-700 hover:underline"
        >
          {expanded ? words.showLess : words.readFullStory}
          <span className="sr-only">: {item.title}</span>
          <Icon name="ChevronDown" className={cx("size-4 transition-transform", expanded && "rotate-180")} />
        </button>
      </div>
    </MediaCard>
  );
}

/**
 * The stories (an island): the category filter and the cards, each with "Read Full Story" opening the
 * story in place. `newsItems`: content/news.ts, handed over by the page at build time.
 */
export function PressStories({ newsItems }: { newsItems: NewsItem[] }) {
  const counts = newsCounts(newsItems);
  const [filter, setFilter] = useState<NewsFilterId>("all");
  const shown = filterNews(newsItems, filter);
  return (
    <>
      <FilterBar
        label={words.filterLabel}
        options={newsFilters.map((f) => ({ value: f.id, label: f.label, count: counts[f.id] }))}
        value={filter}
        onChange={setFilter}
        className="mb-8 justify-center"
      />
      <p className="sr-only" role="status">
        {words.shown(shown.length)}
      </p>
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {shown.map((item) => (
          <NewsCard key={item.id} item={item} />
        ))}
      </div>
    </>
  );
}
