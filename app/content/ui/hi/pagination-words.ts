import type { paginationWords as english } from "../en/pagination-words";

export const paginationWords: typeof english = {
  summary: (from, to, total) => `कुल ${total} में से ${from} से ${to} तक दिख रहे हैं`,
};
