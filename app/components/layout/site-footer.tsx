import { Icon } from "~/components/ui/icon";
import { ExternalLink } from "~/components/ui/external-link";
import { siteConfig, telHref } from "~/config/site";
import { accreditationStatement } from "~/content/accreditation-claim";
import { testMenuClaim } from "~/content/counts";
import { emergencyHref, emergencyNumber } from "~/content/emergency";

const quickLinks = [
  { label: "About Us", to: "/about" },
  { label: "Find a Test", to: "/find-test" },
  { label: "Services", to: "/services" },
  { label: "Resources", to: "/resources" },
  { label: "Blog", to: "/blog" },
];
const policyLinks = [
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Terms of Service", to: "/terms-of-service" },
  { label: "Disclaimer", to: "/disclaimer" },
];
// Pages the top navigation does not list still need a way in (docs/decisions/003-footer-explore.md).
const exploreLinks = [
  { label: "Health Packages", to: "/health-packages" },
  { label: "Home Care", to: "/home-care" },
  { label: "Corporate Health", to: "/corporate" },
  { label: "Our Centres", to: "/locations" },
  { label: "Gallery", to: "/gallery" },
  { label: "News & Updates", to: "/press" },
];

function LinkGroup({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <a href={link.to} className="text-ink-300 hover:text-white hover:underline">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const social = [
    { label: "YouTube", href: siteConfig.social.youtube },
    { label: "Instagram", href: siteConfig.social.instagram },
    { label: "Facebook", href: siteConfig.social.facebook },
    { label: "LinkedIn", href: siteConfig.social.linkedin },
    { label: "WhatsApp chat", href: siteConfig.chatLink },
  ];
  return (
    <footer className="mt-auto bg-ink-900 text-ink-300 print:hidden">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div>
          <p className="text-lg font-bold text-white">{siteConfig.brandName}</p>
          <address className="mt-4 space-y-3 not-italic">
            <p className="flex gap-2">
              <Icon name="Phone" className="mt-0.5 size-4 shrink-0 text-brand-300" />
              <span>
                <a href={telHref(siteConfig.supportPhone)} className="text-white underline underline-offset-2 hover:no-underline">{siteConfig.supportPhone}</a> (24/7,
                bookings and reports)
              </span>
            </p>
            <p className="flex gap-2">
              <Icon name="Ambulance" className="mt-0.5 size-4 shrink-0 text-brand-300" />
              <span>
                Medical emergency: call{" "}
                <a href={emergencyHref} className="font-semibold text-white underline underline-offset-2">
                  {emergencyNumber}
                </a>
              </span>
            </p>
            <p className="flex gap-2">
              <Icon name="Mail" className="mt-0.5 size-4 shrink-0 text-brand-300" />
              <a href={`mailto:${siteConfig.generalEmail}`} className="break-all text-white underline underline-offset-2 hover:no-underline">{siteConfig.generalEmail}</a>
            </p>
            <p className="flex gap-2">
              <Icon name="MapPin" className="mt-0.5 size-4 shrink-0 text-brand-300" />
              <span>Head office: {siteConfig.headOffice}</span>
            </p>
            <p className="flex gap-2">
              <Icon name="Clock" className="mt-0.5 size-4 shrink-0 text-brand-300" />
              <span>
                Head office hours: {siteConfig.hours}. Centre hours vary:{" "}
                {/* Each centre's hours are on its card; the footer on every page does not carry the list. */}
                <a href="/locations" className="text-white underline hover:no-underline">
                  see our centres
                </a>
                .
              </span>
            </p>
          </address>
        </div>
        <LinkGroup title="Quick Links" links={quickLinks} />
        <LinkGroup title="Explore" links={exploreLinks} />
        <div className="space-y-8">
          <LinkGroup title="Policies" links={policyLinks} />
          <div>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Follow us</h2>
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
          <p>© 2025 {siteConfig.brandName}. All rights reserved.</p>
          <p>
            {accreditationStatement} · {testMenuClaim.badge} on our test menu · Report time shown on each test · Free home sample
            pickup
          </p>
        </div>
      </div>
    </footer>
  );
}
