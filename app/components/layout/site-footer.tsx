import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { NABL_DIRECTORY_URL, siteConfig, telHref } from "#app/config/site.ts";
import { yearInIndia } from "#app/domain/dates.ts";
import { localHref } from "#app/domain/local-href.ts";
import { nablCertificate } from "#content/accreditation-claim.ts";
import { testMenuClaim } from "#content/counts.ts";
import { emergencyHref, emergencyNumber } from "#content/emergency.ts";
import { footer } from "#words/footer.ts";
import { accreditationWords } from "#words/labels.ts";
import { localSettings } from "#words/settings.ts";

const words = footer;

const quickLinks = [
  { label: words.links.about, to: "/about" },
  { label: words.links.findTest, to: "/find-test" },
  { label: words.links.allTests, to: "/all-tests" },
  { label: words.links.services, to: "/services" },
  { label: words.links.resources, to: "/resources" },
  { label: words.links.blog, to: "/blog" },
];
const policyLinks = [
  { label: words.links.privacy, to: "/privacy-policy" },
  { label: words.links.terms, to: "/terms-of-service" },
  { label: words.links.disclaimer, to: "/disclaimer" },
];
// Pages the top navigation does not list still need a way in (docs/decisions/003-footer-explore.md).
const exploreLinks = [
  { label: words.links.healthPackages, to: "/health-packages" },
  { label: words.links.homeCare, to: "/home-care" },
  { label: words.links.corporate, to: "/corporate" },
  { label: words.links.centres, to: "/locations" },
  { label: words.links.gallery, to: "/gallery" },
  { label: words.links.news, to: "/press" },
];

function LinkGroup({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <a href={localHref(link.to)} className="text-ink-300 hover:text-white hover:underline">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The page's footer, static HTML. Its copyright year is the year the page is built in: the footer is
 * rendered when the site is built, never in a browser.
 */
export function SiteFooter() {
  const social = [
    { label: words.social.youtube, href: siteConfig.social.youtube },
    { label: words.social.instagram, href: siteConfig.social.instagram },
    { label: words.social.facebook, href: siteConfig.social.facebook },
    { label: words.social.linkedin, href: siteConfig.social.linkedin },
    { label: words.social.chat, href: siteConfig.chatLink },
  ];
  return (
    <footer className="mt-auto bg-ink-900 text-ink-300 print:hidden">
      {/* Two link groups to a row below 1024 px, so the footer is not the longest part of a phone's page. */}
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-8 py-10 sm:gap-x-10 sm:py-12 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="col-span-2 lg:col-span-1">
          <p className="text-lg font-bold text-white">{siteConfig.brandName}</p>
          <address className="mt-4 space-y-3 not-italic">
            <p className="flex gap-2">
              <Icon name="Phone" className="mt-0.5 size-4 shrink-0 text-brand-300" />
              <span>
                <a href={telHref(siteConfig.supportPhone)} className="text-white underline underline-offset-2 hover:no-underline">
                  {siteConfig.supportPhone}
                </a>{" "}
                {words.supportNote}
              </span>
            </p>
            <p className="flex gap-2">
              <Icon name="Ambulance" className="mt-0.5 size-4 shrink-0 text-brand-300" />
              <span>
                {words.emergencyBefore}{" "}
                <a href={emergencyHref} className="font-semibold text-white underline underline-offset-2">
                  {emergencyNumber}
                </a>
                {words.emergencyAfter}
              </span>
            </p>
            <p className="flex gap-2">
              <Icon name="Mail" className="mt-0.5 size-4 shrink-0 text-brand-300" />
              <a
                href={`mailto:${siteConfig.generalEmail}`}
                className="break-all text-white underline underline-offset-2 hover:no-underline"
              >
                {siteConfig.generalEmail}
              </a>
            </p>
            <p className="flex gap-2">
              <Icon name="MapPin" className="mt-0.5 size-4 shrink-0 text-brand-300" />
              <span>
                {words.headOffice} {localSettings.headOffice}
              </span>
            </p>
            <p className="flex gap-2">
              <Icon name="Clock" className="mt-0.5 size-4 shrink-0 text-brand-300" />
              <span>
                {words.hoursBefore(localSettings.hours)}{" "}
                {/* Each centre's hours are on its card; the footer on every page does not carry the list. */}
                <a href={localHref("/locations")} className="text-white underline hover:no-underline">
                  {words.seeCentres}
                </a>
                {words.hoursEnd}
              </span>
            </p>
          </address>
        </div>
        <LinkGroup title={words.quickLinks} links={quickLinks} />
        <LinkGroup title={words.explore} links={exploreLinks} />
        <div className="col-span-2 grid grid-cols-2 gap-x-6 gap-y-8 sm:gap-x-10 lg:col-span-1 lg:flex lg:flex-col">
          <LinkGroup title={words.policies} links={policyLinks} />
          <div>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{words.followUs}</h2>
            <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
              {social.map((s) => (
                <li key={s.label}>
                  <ExternalLink href={s.href} className="text-ink-300 hover:text-white hover:underline">
                    {s.label}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <div className="border-t border-ink-700">
        <div className="container-page flex flex-col gap-2 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{words.rights(siteConfig.brandName, yearInIndia(new Date()))}</p>
          <p>
            <AccreditationBadge certificate={nablCertificate} />
            {" · "}
            {words.badges(testMenuClaim.badge)}
          </p>
        </div>
      </div>
    </footer>
  );
}

/**
 * The accreditation, then the certificate's number as a link to NABL's site, where a reader can check it;
 * no number at all while the setting holds a placeholder (`null`).
 */
export function AccreditationBadge({ certificate }: { certificate: string | null }) {
  return (
    <>
      {accreditationWords.statement(null)}
      {certificate && (
        <>
          {" · "}
          <ExternalLink href={NABL_DIRECTORY_URL} className="underline underline-offset-2 hover:text-white">
            {accreditationWords.certificate(certificate)}
          </ExternalLink>
        </>
      )}
    </>
  );
}
