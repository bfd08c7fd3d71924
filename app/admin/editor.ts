import CMS from "@sveltia/cms";
import { editorSettingsFrom, siteConfig } from "~/config/site";
import baseConfig from "~/content/generated/editor-config.json";
import { editorBackend, editorBranding, siteStylesOf } from "./editor-settings";
import { previewTemplates } from "./previews";

/**
 * Starts the content editor on its page (app/routes/admin.astro): the configuration generated from the
 * content's schemas (app/content/source/editor-config.ts) with this environment's backend, and the
 * site's own previews in the site's stylesheets.
 */
export function startEditor(): void {
  const { collections, ...rest } = baseConfig;
  for (const collection of collections) {
    const preview = "preview" in collection ? (collection.preview as string) : undefined;
    const template = preview ? previewTemplates[preview] : undefined;
    if (template) CMS.registerPreviewTemplate(collection.name, template);
  }
  for (const href of siteStylesOf(document.querySelector('meta[name="site-styles"]')?.getAttribute("content"))) {
    CMS.registerPreviewStyle(href);
  }
  const config = {
    ...rest,
    ...editorBranding(siteConfig),
    ...editorBackend(editorSettingsFrom(import.meta.env)),
    // `preview` names the site's preview; Sveltia does not know the key.
    collections: collections.map((collection) => {
      const { preview: _preview, ...own } = collection as typeof collection & { preview?: string };
      return own;
    }),
  };
  void CMS.init({ config: config as unknown as NonNullable<Parameters<typeof CMS.init>[0]>["config"] });
}
