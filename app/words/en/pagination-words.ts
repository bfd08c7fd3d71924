/** The find-test list's summary (app/domain/pagination.ts). */
export const paginationWords = {
  summary: (from: number, to: number, total: number) => `Showing ${from} to ${to} of ${total} items`,
};
