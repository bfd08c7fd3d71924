import { defaultSiteUrl, siteOriginFromEnv } from "./site-url.ts";
import { editorDefaults, editorSettingsFrom, fictionalDefaults, siteSettingsFrom } from "./site.ts";

/**
 * A build for deployment (`npm run build:release`, or any build on Cloudflare Pages, which sets
 * CF_PAGES=1) refuses placeholder facts: a setting a patient acts on left at its fictional default (a
 * phone number to call, the certificate number to check) and any value holding "XXXX". Local builds,
 * `npm start` and the tests keep the fictional defaults (docs/configuration.md).
 */
export function isReleaseBuild(environment: Record<string, string | undefined>): boolean {
  return environment.RELEASE === "1" || environment.CF_PAGES === "1";
}

/** Each placeholder the settings still hold, as "VITE_NAME (value)". */
export function placeholderSettings(source: Record<string, unknown>): string[] {
  const settings = siteSettingsFrom(source);
  const resolved: Record<keyof typeof fictionalDefaults, string> = {
    VITE_SITE_URL: settings.siteUrl,
    VITE_SUPPORT_PHONE: settings.supportPhone,
    VITE_GENERAL_EMAIL: settings.generalEmail,
    VITE_NABL_CERTIFICATE: settings.nablCertificate,
    VITE_CHAT_LINK: settings.chatLink,
    VITE_CONTACT_RECIPIENT: settings.contactRecipient,
    VITE_FORM_RELAY_URL: settings.formRelayUrl,
  };
  const found = (Object.keys(resolved) as (keyof typeof resolved)[])
    .filter((name) => resolved[name] === fictionalDefaults[name])
    .map((name) => `${name} (${resolved[name]})`);
  // The site's /admin leads to the content editor's own origin.
  const { origin } = editorSettingsFrom(source);
  if (origin === editorDefaults.VITE_EDITOR_ORIGIN) found.push(`VITE_EDITOR_ORIGIN (${origin})`);
  // The Hindi pages show the head office's address and hours from their own settings: one changed
  // without its twin would show two different facts.
  for (const name of ["VITE_HEAD_OFFICE_ADDRESS", "VITE_OPENING_HOURS"]) {
    const set = (key: string) => typeof source[key] === "string" && source[key].trim() !== "";
    if (set(name) !== set(`${name}_HI`))
      found.push(
        `${set(name) ? `${name}_HI` : name} (not set, but ${set(name) ? name : `${name}_HI`} is: set both, in English and in Hindi)`,
      );
  }
  for (const [name, value] of Object.entries(source)) {
    if (name.startsWith("VITE_") && typeof value === "string" && /XXXX/i.test(value) && !found.some((f) => f.startsWith(`${name} `))) {
      found.push(`${name} (${value})`);
    }
  }
  return found;
}

/**
 * What a release build of the content editor (its own deployment, astro.editor.config.ts) refuses: the
 * placeholder sign-in worker, the test backend (it keeps its files in the browser: no edit would ever
 * reach the repository) and the placeholder site address it links to.
 */
export function editorPlaceholderSettings(source: Record<string, unknown>): string[] {
  const settings = editorSettingsFrom(source);
  const found: string[] = [];
  if (settings.authUrl === editorDefaults.VITE_EDITOR_AUTH_URL) found.push(`VITE_EDITOR_AUTH_URL (${settings.authUrl})`);
  if (settings.backend === "test-repo") found.push("VITE_EDITOR_BACKEND (test-repo)");
  if (siteOriginFromEnv(source) === defaultSiteUrl) found.push(`VITE_SITE_URL (${defaultSiteUrl})`);
  return found;
}

/** The one line a refused release build prints. */
export function releaseRefusal(placeholders: readonly string[]): string {
  return `Release build refused: placeholder settings ${placeholders.join(", ")}; set the real values (docs/configuration.md).`;
}
