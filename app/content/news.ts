import type { NewsItem } from "./news.schema";
import newsData from "./generated/en/news.json" with { type: "json" };
import { fillAll, type PlaceholderTableOf } from "./placeholders";
import { reportTimeText, type TestKey } from "./test-facts";
import { testingSites } from "./testing-sites";
import { reportDelivery } from "./claims";

export type { NewsItem } from "./news.schema";

/** News and updates shown on /press (docs/behaviour.md#press). */


/** What the stories' placeholders become. */
const placeholders = {
  "testing-sites": () => testingSites.sentence,
  "report-delivery": () => reportDelivery,
  "report-time": (arg) => reportTimeText(arg as TestKey),
} satisfies PlaceholderTableOf<"news">;

export const newsItems: NewsItem[] = fillAll(newsData as NewsItem[], placeholders);
