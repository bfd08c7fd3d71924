import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type LinksFunction,
} from "react-router";
import { PhoneActionBar } from "~/components/layout/phone-action-bar";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { NotFound } from "~/components/ui/states";
import { ButtonLink } from "~/components/ui/button";
import { serviceCategories } from "~/content/services";
import { catalogue } from "~/domain/catalogue";
import { itemPrices } from "~/domain/my-package-sources";
import { noIndexMeta } from "~/routes/page-meta";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

/**
 * Runs at build time only, for every pre-rendered page: the price of every item that can join My Package,
 * by id, so the phone bar adds up the visitor's list on any page without the content in its scripts.
 */
export function loader() {
  return { prices: itemPrices(catalogue, serviceCategories) };
}

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/**
 * Used only where no page route has matched yet or an error ends the page: the SPA fallback served as
 * 404.html renders the root route alone. Every page route has its own `meta`, which replaces this one.
 */
export function meta({ error }: Route.MetaArgs) {
  if (error && !(isRouteErrorResponse(error) && error.status === 404)) {
    return noIndexMeta("Something went wrong", "This page could not be shown. Please try again.");
  }
  return noIndexMeta("Page Not Found", "The page you're looking for doesn't exist or has moved.");
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        {/* viewport-fit=cover: env(safe-area-inset-*) is set on notched phones, so the phone bar clears the home indicator. */}
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0f766e" />
        {/* The stylesheet first, so a phone fetches it ahead of the scripts preloaded by <Links />. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-control bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to main content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <PhoneActionBar />
        <SiteFooter />
        <HydrationMarker />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

declare global {
  interface Window {
    /** Set by the pre-hydration script every pre-rendered page carries (scripts/pre-hydration.mjs). */
    __preHydration?: { replay: () => void };
  }
}

/**
 * Marks <html data-hydrated> once React has hydrated the page (and the "hydrated" performance mark the
 * bench reads). Then, once the hydration's own follow-up renders are done, hands back what the user did
 * before it: values typed or picked, toggle presses and held-back submits are replayed once by the
 * pre-hydration script (decision 008). The specs that are not about that window wait for the marker.
 */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    performance.mark("hydrated");
    const timer = setTimeout(() => window.__preHydration?.replay(), 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}

export default function App() {
  return <Outlet />;
}

/**
 * Shown in the static 404 body (the SPA fallback) before the app has matched the URL. Without
 * JavaScript it still tells people where they are and how to go on.
 */
export function HydrateFallback() {
  return (
    <div className="container-page py-20 text-center">
      <noscript>
        <h1 className="text-3xl font-bold">Page not found</h1>
        <p className="mt-3 text-lg text-ink-600">
          We couldn't find this page. <a href="/" className="text-brand-700 underline">Go to the home page</a> or{" "}
          <a href="/find-test" className="text-brand-700 underline">find a test</a>.
        </p>
      </noscript>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <NotFound
        title="Page Not Found"
        message="The page you're looking for doesn't exist or has moved."
        action={<ButtonLink href="/">Go to Home</ButtonLink>}
      />
    );
  }
  if (import.meta.env.DEV) console.error(error);
  return (
    <NotFound
      title="Something went wrong"
      message="This page could not be shown. Please try again, or call our 24/7 support line."
      action={<ButtonLink href="/">Go to Home</ButtonLink>}
    />
  );
}
