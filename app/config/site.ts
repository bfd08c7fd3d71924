import { defaultSiteUrl, originOf, siteOriginFromEnv } from "./site-url.ts";

/**
 * Site settings, read once from VITE_* variables (see .env.example).
 * Every default is obviously fictional so a fresh checkout never points at a real person or inbox.
 */
const env = viteSettings();

/**
 * This environment's settings, each read by name: a build inlines only these values, where
 * `import.meta.env` as a whole would put every VITE_ variable (the editor's too) into every page's
 * script. Outside Vite (the browser tests import content, which reads these settings) there is no
 * import.meta.env: every setting then takes its default.
 */
function viteSettings(): Record<string, unknown> {
  try {
    return {
      VITE_BRAND_NAME: import.meta.env.VITE_BRAND_NAME,
      VITE_SITE_URL: import.meta.env.VITE_SITE_URL,
      VITE_SUPPORT_PHONE: import.meta.env.VITE_SUPPORT_PHONE,
      VITE_GENERAL_EMAIL: import.meta.env.VITE_GENERAL_EMAIL,
      VITE_HEAD_OFFICE_ADDRESS: import.meta.env.VITE_HEAD_OFFICE_ADDRESS,
      VITE_HEAD_OFFICE_ADDRESS_HI: import.meta.env.VITE_HEAD_OFFICE_ADDRESS_HI,
      VITE_OPENING_HOURS: import.meta.env.VITE_OPENING_HOURS,
      VITE_OPENING_HOURS_HI: import.meta.env.VITE_OPENING_HOURS_HI,
      VITE_NABL_CERTIFICATE: import.meta.env.VITE_NABL_CERTIFICATE,
      VITE_CHAT_LINK: import.meta.env.VITE_CHAT_LINK,
      VITE_SOCIAL_YOUTUBE: import.meta.env.VITE_SOCIAL_YOUTUBE,
      VITE_SOCIAL_INSTAGRAM: import.meta.env.VITE_SOCIAL_INSTAGRAM,
      VITE_SOCIAL_FACEBOOK: import.meta.env.VITE_SOCIAL_FACEBOOK,
      VITE_SOCIAL_LINKEDIN: import.meta.env.VITE_SOCIAL_LINKEDIN,
      VITE_EMAILJS_PUBLIC_KEY: import.meta.env.VITE_EMAILJS_PUBLIC_KEY,
      VITE_EMAILJS_SERVICE_ID: import.meta.env.VITE_EMAILJS_SERVICE_ID,
      VITE_EMAILJS_TEMPLATE_ID: import.meta.env.VITE_EMAILJS_TEMPLATE_ID,
      VITE_CONTACT_RECIPIENT: import.meta.env.VITE_CONTACT_RECIPIENT,
      VITE_FORM_RELAY_URL: import.meta.env.VITE_FORM_RELAY_URL,
    };
  } catch {
    return {};
  }
}

/** Placeholder until the real certificate number is configured: visibly not a real number. */
export const NABL_CERTIFICATE_PLACEHOLDER = "MC-XXXX";

/**
 * The certificate number a page may show: the configured one, or none while the setting still holds a
 * placeholder ("MC-XXXX"), so no page ever shows a placeholder beside a Book button (a release build
 * refuses the placeholder anyway: ./release-guard.ts).
 */
export function shownCertificate(certificate: string): string | null {
  return /XXXX/i.test(certificate) ? null : certificate;
}

/** NABL's own site, where anyone can look up an accredited laboratory by its certificate number. */
export const NABL_DIRECTORY_URL = "https://nabl-india.org/";

/** The NABL certificate number from VITE_NABL_CERTIFICATE (also used by the build, outside Vite). */
export function nablCertificateFromEnv(source: Record<string, unknown>): string {
  const value = source.VITE_NABL_CERTIFICATE;
  return typeof value === "string" && value.trim() !== "" ? value.trim() : NABL_CERTIFICATE_PLACEHOLDER;
}

/**
 * The fictional default of each setting that states a fact a patient acts on (a number to call, the
 * certificate to check). A release build refuses any of these left as it is (./release-guard.ts).
 */
export const fictionalDefaults = {
  VITE_SITE_URL: defaultSiteUrl,
  VITE_SUPPORT_PHONE: "+91 98765 43210",
  VITE_GENERAL_EMAIL: "care@healthplus-diagnostics.example",
  VITE_NABL_CERTIFICATE: NABL_CERTIFICATE_PLACEHOLDER,
  VITE_CHAT_LINK: "https://wa.me/919876543210",
  VITE_CONTACT_RECIPIENT: "care@healthplus-diagnostics.example",
  VITE_FORM_RELAY_URL: "https://formrelay.example/f/your-form-id",
} as const;

/** One setting of this environment (`import.meta.env`): its value, trimmed, or the fallback when it is empty. */
export function readSetting(name: string, fallback: string, source: Record<string, unknown> = env): string {
  const value = source[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : fallback;
}

/** The settings of one environment (Vite's `import.meta.env`, or the build's own), defaults filled in. */
export function siteSettingsFrom(source: Record<string, unknown>) {
  const read = (name: string, fallback: string): string => readSetting(name, fallback, source);
  return {
    brandName: read("VITE_BRAND_NAME", "Health+ Diagnostics"),
    /** Public origin ("https://host", no trailing slash) for canonical links, share tags, JSON-LD and the sitemap. */
    siteUrl: siteOriginFromEnv(source),
    /** The 24/7 support line, as people read it. */
    supportPhone: read("VITE_SUPPORT_PHONE", fictionalDefaults.VITE_SUPPORT_PHONE),
    generalEmail: read("VITE_GENERAL_EMAIL", fictionalDefaults.VITE_GENERAL_EMAIL),
    headOffice: read("VITE_HEAD_OFFICE_ADDRESS", "B-12, Green Park Main, Aurobindo Marg, New Delhi 110016"),
    hours: read("VITE_OPENING_HOURS", "Daily 7:00 AM to 9:00 PM"),
    /** NABL certificate number of the central laboratory, quoted wherever the site states its accreditation. */
    nablCertificate: nablCertificateFromEnv(source),
    /** External chat-messaging booking link; a number link gets a pre-filled message (#app/domain/booking.ts). */
    chatLink: read("VITE_CHAT_LINK", fictionalDefaults.VITE_CHAT_LINK),
    social: {
      youtube: read("VITE_SOCIAL_YOUTUBE", "https://www.youtube.com/@healthplus-diagnostics-example"),
      instagram: read("VITE_SOCIAL_INSTAGRAM", "https://www.instagram.com/healthplus.diagnostics.example"),
      facebook: read("VITE_SOCIAL_FACEBOOK", "https://www.facebook.com/healthplus.diagnostics.example"),
      linkedin: read("VITE_SOCIAL_LINKEDIN", "https://www.linkedin.com/company/healthplus-diagnostics-example"),
    },
    /** The email service's account; its template fixes the recipient (docs/mail-and-relay.md). */
    emailService: {
      publicKey: read("VITE_EMAILJS_PUBLIC_KEY", ""),
      serviceId: read("VITE_EMAILJS_SERVICE_ID", ""),
      templateId: read("VITE_EMAILJS_TEMPLATE_ID", ""),
    },
    /** The address the visitor's own mail program writes to when both services fail (the last delivery step). */
    contactRecipient: read("VITE_CONTACT_RECIPIENT", fictionalDefaults.VITE_CONTACT_RECIPIENT),
    /** Form relay (second delivery attempt). The default is a placeholder that is expected to fail. */
    formRelayUrl: read("VITE_FORM_RELAY_URL", fictionalDefaults.VITE_FORM_RELAY_URL),
  } as const;
}

export const siteConfig = siteSettingsFrom(env);

export type SiteConfig = typeof siteConfig;

/** `tel:` href for a displayed phone number (keeps + and digits only). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/**
 * The content editor's fictional defaults: its own origin (where the public site's /admin leads; a
 * release build of the site refuses the placeholder) and its sign-in worker (a release build of the
 * editor refuses it: ./release-guard.ts).
 */
export const editorDefaults = {
  VITE_EDITOR_ORIGIN: "https://editor.healthplus-diagnostics.example",
  VITE_EDITOR_AUTH_URL: "https://auth.healthplus-diagnostics.example",
} as const;

/**
 * The content editor (docs/decisions/023-git-based-editor.md, 028-editor-on-its-own-origin.md): the
 * origin it is served from, a build of its own (astro.editor.config.ts), and where it saves: the site's
 * GitHub repository and branch, through the sign-in worker (workers/cms-auth, holding the GitHub App's
 * client secret: never in the site; docs/decisions/024-editor-sign-in-worker.md). `test-repo` (the
 * browser tests' build, .env.e2e) saves in the browser's own storage instead.
 */
export function editorSettingsFrom(source: Record<string, unknown>) {
  const read = (name: string, fallback: string): string => {
    const value = source[name];
    return typeof value === "string" && value.trim() !== "" ? value.trim() : fallback;
  };
  return {
    origin: originOf(read("VITE_EDITOR_ORIGIN", editorDefaults.VITE_EDITOR_ORIGIN), "VITE_EDITOR_ORIGIN"),
    backend: read("VITE_EDITOR_BACKEND", "github") === "test-repo" ? ("test-repo" as const) : ("github" as const),
    repo: read("VITE_EDITOR_REPO", "healthplus-diagnostics/site"),
    branch: read("VITE_EDITOR_BRANCH", "main"),
    authUrl: read("VITE_EDITOR_AUTH_URL", editorDefaults.VITE_EDITOR_AUTH_URL),
  };
}

export type EditorSettings = ReturnType<typeof editorSettingsFrom>;
