import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { scaled } from "#tests/machine-slowness.ts";

// Testing Library's findBy/waitFor give up after 1 s by default: the find-test test that pages to page 2
// (the search index's parts fetched and the cards rendered) took longer than that in a fresh clone's
// first run, beside the site build (2026-12-07). An allowance to reach the expected state, not a looser
// expectation.
configure({ asyncUtilTimeout: scaled(3_000) });

afterEach(() => cleanup());
