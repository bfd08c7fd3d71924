import type { ReactNode } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { siteConfig, telHref } from "#app/config/site.ts";
import { localHref } from "#app/domain/local-href.ts";
import { emergencyHref, emergencyNumber } from "#content/emergency.ts";
import { layout } from "#words/layout.ts";
import { DesktopNav } from "./desktop-nav.tsx";
import { MobileNav } from "./mobile-nav.tsx";
import { MyPackageLink } from "./my-package-link.tsx";

/**
 * The site's header: from 1024 px a strip with the 24/7 line, the emergency number and the call-back
 * form, then the bar with the brand and the navigation. The header itself is plain HTML; the page puts
 * the two parts that need the browser in as islands (app/page-shell.astro): `callbackForm`, loaded only
 * where the strip shows, and `navigation`, the `HeaderBar`.
 */
export function SiteHeader({ callbackForm, navigation }: { callbackForm?: ReactNode; navigation?: ReactNode }) {
  return (
    <header className="print:hidden sticky top-0 z-40 border-b border-ink-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="hidden bg-brand-900 text-brand-50 lg:block">
        <div className="container-page flex items-center justify-between gap-6 py-1.5 text-sm">
          <p className="flex items-center gap-2">
            <Icon name="Phone" className="size-4" />
            <span>{layout.header.supportLine}</span>
            <a href={telHref(siteConfig.supportPhone)} className="font-semibold text-white underline underline-offset-2">
              {siteConfig.supportPhone}
            </a>
            <span aria-hidden="true">·</span>
            <a href={emergencyHref} className="font-semibold text-white underline underline-offset-2">
              {layout.header.emergency(emergencyNumber)}
            </a>
          </p>
          {callbackForm}
        </div>
      </div>
      {navigation}
    </header>
  );
}

/**
 * The header's bar: the brand, the desktop menus, My Package with its count and the phone menu.
 * `pathname` is the page's own URL path, for the active navigation entry; `languageSwitch` the link to
 * the page in the other language, static HTML from the page (./language-switch.tsx).
 */
export function HeaderBar({ pathname, languageSwitch }: { pathname: string; languageSwitch?: ReactNode }) {
  return (
    <div className="container-page flex min-h-16 items-center justify-between gap-4 lg:max-xl:gap-2">
      {/* The name is the part that gives way: it wraps onto two lines where the bar is short of room (a
          320 px phone; 1024 px in a wide font), so Menu never leaves the screen and the desktop entries
          keep one line each. */}
      <a
        href={localHref("/")}
        className="flex min-w-0 items-center gap-2 rounded-control py-2"
        aria-label={layout.header.brandHome(siteConfig.brandName)}
      >
        <BrandMark />
        <span className="min-w-0 text-base leading-tight font-bold tracking-tight text-ink-900 sm:text-lg lg:max-xl:text-base">
          {siteConfig.brandName}
        </span>
      </a>
      <DesktopNav pathname={pathname} />
      <div className="flex shrink-0 items-center gap-2">
        {languageSwitch}
        <div className="hidden lg:block">
          <MyPackageLink compact pathname={pathname} />
        </div>
        <MobileNav pathname={pathname} />
      </div>
    </div>
  );
}

function BrandMark() {
  return (
    <svg aria-hidden="true" width="32" height="32" viewBox="0 0 32 32" className="shrink-0">
      <rect width="32" height="32" rx="9" fill="#0f766e" />
      <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff" />
    </svg>
  );
}
