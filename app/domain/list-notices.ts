/**
 * The warnings a list of tests and packages shows once, above its cards, instead of on every card
 * (docs/content-review.md, rules 1 and 5; docs/decisions/032-one-card-shorter-pages.md): each call-112
 * line and each fast's one-line medicine warning, with the items of the list it concerns, in the order
 * they first appear; the emergencies first. The item's own page gives each in full.
 */

/** What a list's card knows of its item: its name, its call-112 line if it has one, its fast's warning if it fasts. */
export interface NoticeSource {
  name: string;
  /** "Chest pain now? Call 112.": a test that must not be booked for an emergency. */
  alert?: string;
  /** The one-line medicine warning of the item's fast; only an item that fasts has one. */
  fastingNote?: string;
}

export interface ListNotice {
  kind: "emergency" | "fasting";
  text: string;
  /** The items of the list it concerns, in the list's order. */
  names: string[];
  /** It concerns every item of a list of more than one (the notice then says so instead of naming them). */
  all: boolean;
}

/** The list's notices: each distinct call-112 line, then each distinct fasting warning, once. */
export function listNoticesOf(items: readonly NoticeSource[]): ListNotice[] {
  const count = new Set(items.map((item) => item.name)).size;
  const gather = (kind: ListNotice["kind"], textOf: (item: NoticeSource) => string | undefined): ListNotice[] => {
    const byText = new Map<string, string[]>();
    for (const item of items) {
      const text = textOf(item);
      if (!text) continue;
      const names = byText.get(text) ?? [];
      if (!names.includes(item.name)) names.push(item.name);
      byText.set(text, names);
    }
    return [...byText].map(([text, names]) => ({ kind, text, names, all: count > 1 && names.length === count }));
  };
  return [...gather("emergency", (item) => item.alert), ...gather("fasting", (item) => item.fastingNote)];
}
