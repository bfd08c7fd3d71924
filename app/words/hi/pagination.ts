import type { pagination as english } from "#app/words/en/pagination.ts";

export const pagination: typeof english = {
  label: "पेज",
  previous: "पिछला पेज",
  next: "अगला पेज",
  page: (page) => `पेज ${page}`,
};
