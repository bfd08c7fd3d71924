import type { NewsItem } from "#content/collections/news.schema.ts";
import newsData from "#content/generated/news.json" with { type: "json" };
import { reportDelivery } from "./claims.ts";
import { homeCollectionPlaceholders } from "./home-collection.ts";
import { fillAll, type PlaceholderTableOf } from "./placeholders.ts";
import { reportTimeText, testKeyOf } from "./test-facts.ts";
import { testingSites } from "./testing-sites.ts";

export type { NewsItem } from "#content/collections/news.schema.ts";

/** News and updates shown on /press (docs/behaviour.md#press). */

/** What the stories' placeholders become. */
const placeholders = {
  "testing-sites": () => testingSites.sentence,
  "report-delivery": () => reportDelivery,
  "report-time": (arg) => reportTimeText(testKeyOf(arg)),
  "collection-start": homeCollectionPlaceholders["collection-start"],
} satisfies PlaceholderTableOf<"news">;

export const newsItems: NewsItem[] = fillAll(newsData, placeholders);
