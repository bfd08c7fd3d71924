// Config for the `serve` static server (https://github.com/vercel/serve-handler#options).
const EMAIL_SERVICE_ORIGIN = "https://api.emailjs.com";

function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function serveConfig(env) {
  const relay = originOf(env.VITE_FORM_RELAY_URL ?? "https://formrelay.example/f/your-form-id");
  const connect = ["'self'", EMAIL_SERVICE_ORIGIN, relay].filter(Boolean).join(" ");
  const csp = [
    "default-src 'self'",
    // React Router's pre-rendered pages carry small inline bootstrap scripts.
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  return {
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    redirects: [
      // Legacy facilities paths (SPEC §2): replaced by the services pages.
      { source: "/facilities/lab", destination: "/services/lab", type: 301 },
      { source: "/facilities/health-packages", destination: "/services/health-packages", type: 301 },
      { source: "/services/health-packages", destination: "/health-packages", type: 301 },
    ],
    headers: [
      {
        source: "**",
        headers: [
          { key: "Content-Security-Policy", value: csp },
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
          { key: "Cache-Control", value: "no-cache" },
        ],
      },
      {
        // Hashed file names: safe to cache for a year.
        source: "assets/**",
        headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }],
      },
    ],
  };
}
