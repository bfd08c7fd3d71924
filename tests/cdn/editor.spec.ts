import { test } from "@playwright/test";
import { expectEditorPage } from "../deploy-cases";

// The content editor's page on Cloudflare's own runtime (`wrangler pages dev` with the build's
// `_headers` and `_redirects`), as tests/e2e/editor.spec.ts checks it on `npm start`: /admin/ leads to
// /admin, which gets its own policy and `noindex` (the host keeps one `_headers` rule per path: both in
// one). The same checks as on `npm start` (tests/deploy-cases.ts). docs/decisions/023-git-based-editor.md.

test("/admin/ leads to the editor, served with its own policy and noindex", async ({ request }) => {
  await expectEditorPage(request);
});
