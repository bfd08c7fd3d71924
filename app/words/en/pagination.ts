/** The words of the pagination (app/components/ui/pagination.tsx), apart: only the pages that have one load them. */
export const pagination = {
  label: "Pagination",
  previous: "Previous page",
  next: "Next page",
  page: (page: number) => `Page ${page}`,
};
