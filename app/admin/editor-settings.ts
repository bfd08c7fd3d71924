import type { EditorSettings, siteSettingsFrom } from "#app/config/site.ts";

/**
 * Where the editor saves: the site's GitHub repository through the sign-in worker, every save a
 * branch and a pull request (`editorial_workflow`), or, in the browser tests' build, Sveltia's test
 * backend, which keeps the files in the browser's own storage (docs/decisions/023-git-based-editor.md).
 */
export function editorBackend(settings: EditorSettings) {
  if (settings.backend === "test-repo") return { backend: { name: "test-repo" as const } };
  return {
    backend: { name: "github" as const, repo: settings.repo, branch: settings.branch, base_url: settings.authUrl },
    publish_mode: "editorial_workflow" as const,
  };
}

/** The editor's sign-in screen and title bar show the lab's name and logo (a file of the editor's build), and link to its site. */
export function editorBranding(site: Pick<ReturnType<typeof siteSettingsFrom>, "brandName" | "siteUrl">, logoUrl: string) {
  return { app_title: `${site.brandName} content editor`, logo_url: logoUrl, site_url: site.siteUrl };
}
