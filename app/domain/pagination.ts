import { paginationWords } from "#words/pagination-words.ts";

/**
 * Page sizes that fill every row of one, two or three columns, so a desktop row never holds a lone card
 * (docs/decisions/057-find-test-layout.md).
 */
export const PAGE_SIZE_OPTIONS = [12, 24, 48] as const;
export const DEFAULT_PAGE_SIZE = 12;

/** The size offered nearest to `size` (an old link's 10, 20, 30 or 50), the smaller of two as near. */
export function nearestPageSize(size: number): number {
  return PAGE_SIZE_OPTIONS.reduce((best, option) => (Math.abs(option - size) < Math.abs(best - size) ? option : best));
}
/** Up to 5 page buttons; 3 under 640 px (docs/behaviour.md#find-a-test). */
export const MAX_PAGE_BUTTONS = 5;
export const MAX_PAGE_BUTTONS_NARROW = 3;

export interface PageSlice {
  /** Current page after clamping to 1..pages. */
  page: number;
  /** Number of pages, at least 1. */
  pages: number;
  /** Index of the first item (0-based) and one past the last, for Array.slice. */
  start: number;
  end: number;
  total: number;
}

function toPositiveInteger(value: number, fallback: number): number {
  return Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback;
}

/** Clamp the page between 1 and the number of pages and work out the slice. */
export function paginate(total: number, page: number, size: number): PageSlice {
  const safeTotal = Number.isFinite(total) && total > 0 ? Math.floor(total) : 0;
  const safeSize = toPositiveInteger(size, DEFAULT_PAGE_SIZE);
  const pages = Math.max(1, Math.ceil(safeTotal / safeSize));
  const current = Math.min(Math.max(toPositiveInteger(page, 1), 1), pages);
  const start = (current - 1) * safeSize;
  const end = Math.min(start + safeSize, safeTotal);
  return { page: current, pages, start, end, total: safeTotal };
}

/** "Showing X to Y of Z items" (0 to 0 when nothing matches). */
export function paginationSummary(slice: PageSlice): string {
  const from = slice.total === 0 ? 0 : slice.start + 1;
  return paginationWords.summary(from, slice.end, slice.total);
}

export type PageButton = number | "ellipsis-start" | "ellipsis-end";

/**
 * Page buttons with ellipsis: at most `maxButtons` numbers, always including the first and last page,
 * the others a window around the current page.
 */
export function pageButtons(current: number, pages: number, maxButtons: number = MAX_PAGE_BUTTONS): PageButton[] {
  const total = Math.max(1, Math.floor(Number.isFinite(pages) ? pages : 1));
  const max = Math.max(3, Math.floor(Number.isFinite(maxButtons) ? maxButtons : MAX_PAGE_BUTTONS));
  const page = Math.min(Math.max(Math.floor(Number.isFinite(current) ? current : 1), 1), total);
  if (total <= max) return Array.from({ length: total }, (_, i) => i + 1);

  const slots = max - 2; // numbers between the first and last
  let start = page - Math.floor((slots - 1) / 2);
  start = Math.max(2, Math.min(start, total - slots));
  const end = start + slots - 1;

  const buttons: PageButton[] = [1];
  if (start > 2) buttons.push("ellipsis-start");
  for (let n = start; n <= end; n++) buttons.push(n);
  if (end < total - 1) buttons.push("ellipsis-end");
  buttons.push(total);
  return buttons;
}
