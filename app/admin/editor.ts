import CMS from "@sveltia/cms";
import siteStylesUrl from "#app/app.css?url";
import { editorSettingsFrom, siteConfig } from "#app/config/site.ts";
import baseConfig from "#content/generated/editor-config.json";
import logoUrl from "#public/logo.png?url";
import { editorBackend, editorBranding } from "./editor-settings.ts";
import { previewTemplates } from "./previews.tsx";
import { guardUploads, showRefusal } from "./upload-guard.ts";

/**
 * Starts the content editor on its page (app/admin/editor.astro, its own build on its own origin): the
 * configuration generated from the content's schemas (content/compiler/editor-config.ts) with this
 * environment's backend, the site's own previews in the site's stylesheet (a file of this build), and
 * uploads limited to pictures (./upload-guard.ts).
 */
export function startEditor(): void {
  guardUploads(window, (names) => showRefusal(document, names));
  const { collections, ...rest } = baseConfig;
  for (const collection of collections) {
    const preview = "preview" in collection ? (collection.preview as string) : undefined;
    const template = preview ? previewTemplates[preview] : undefined;
    if (template) CMS.registerPreviewTemplate(collection.name, template);
  }
  CMS.registerPreviewStyle(siteStylesUrl);
  const config = {
    ...rest,
    ...editorBranding(siteConfig, logoUrl),
    ...editorBackend(editorSettingsFrom(import.meta.env)),
    // `preview` names the site's preview; Sveltia does not know the key.
    collections: collections.map((collection) => {
      const { preview: _preview, ...own } = collection;
      return own;
    }),
  };
  void CMS.init({ config: config as unknown as NonNullable<Parameters<typeof CMS.init>[0]>["config"] });
}
