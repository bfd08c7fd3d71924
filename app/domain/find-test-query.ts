import { DEFAULT_PAGE_SIZE, nearestPageSize } from "./pagination.ts";

/**
 * Find-test category options, in display order: the catalogue's categories, plus radiology and home
 * care, which the search index also lists (docs/decisions/010-one-search-index.md).
 */
export const FIND_TEST_CATEGORIES = [
  "all",
  "pathology",
  "radiology",
  "cardiology",
  "neurology",
  "pulmonology",
  "microbiology",
  "package",
  "home-care",
] as const;
export const FIND_TEST_SPECIALTIES = [
  "all",
  "cardiology",
  "oncology",
  "endocrinology",
  "neurology",
  "orthopedics",
  "gastroenterology",
  "preventive",
] as const;

/** Longest search text we look at; anything longer is cut (hostile or pasted input). */
export const MAX_QUERY_LENGTH = 200;

export type FindTestCategory = (typeof FIND_TEST_CATEGORIES)[number];
export type FindTestSpecialty = (typeof FIND_TEST_SPECIALTIES)[number];

export interface FindTestState {
  q: string;
  category: FindTestCategory;
  specialty: FindTestSpecialty;
  page: number;
  size: number;
}

export const DEFAULT_FIND_TEST_STATE: FindTestState = {
  q: "",
  category: "all",
  specialty: "all",
  page: 1,
  size: DEFAULT_PAGE_SIZE,
};

function oneOf<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value);
}

/**
 * The one parser of /find-test?q=&category=&specialty=&page=&size= : any missing or bad value becomes the
 * default; a size, the nearest size offered. The page is only checked to be a positive integer here; it is clamped to the page count later.
 */
export function parseFindTestParams(params: URLSearchParams): FindTestState {
  const q = (params.get("q") ?? "").slice(0, MAX_QUERY_LENGTH);
  const category = oneOf(FIND_TEST_CATEGORIES, params.get("category")) ?? "all";
  const specialty = oneOf(FIND_TEST_SPECIALTIES, params.get("specialty")) ?? "all";
  const pageText = params.get("page") ?? "";
  const page = /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1;
  const sizeText = params.get("size") ?? "";
  // A size the page no longer offers (an old link's 10 or 50) shows the nearest one offered.
  const size = /^[1-9]\d{0,3}$/.test(sizeText) ? nearestPageSize(Number(sizeText)) : DEFAULT_PAGE_SIZE;
  return { q, category, specialty, page, size };
}

/** The query string for a state, leaving out defaults so plain /find-test stays plain. */
export function findTestSearchParams(state: FindTestState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q !== "") params.set("q", state.q);
  if (state.category !== "all") params.set("category", state.category);
  if (state.specialty !== "all") params.set("specialty", state.specialty);
  if (state.page !== 1) params.set("page", String(state.page));
  if (state.size !== DEFAULT_PAGE_SIZE) params.set("size", String(state.size));
  return params;
}
