import type { APIRoute, GetStaticPaths } from "astro";
import { searchParts } from "#app/domain/site-search-parts.ts";

/** The site search's parts as static JSON files, `/search/<part>.json` (app/domain/site-search-parts.ts). */
export const getStaticPaths = (() =>
  searchParts().files.map(({ name, body }) => ({ params: { part: name }, props: { body } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response((props as { body: string }).body, { headers: { "Content-Type": "application/json; charset=utf-8" } });
