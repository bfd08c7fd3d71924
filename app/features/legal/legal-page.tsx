import { useId } from "react";
import { BulletList } from "#app/components/ui/bullet-list.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { siteConfig, telHref } from "#app/config/site.ts";
import { localHref } from "#app/domain/local-href.ts";
import type { LegalDocument } from "#content/legal.ts";
import { pages } from "#words/pages.ts";
import { localSettings } from "#words/settings.ts";

const otherDocs = [
  { slug: "privacy-policy", title: pages.legal.privacyPolicy },
  { slug: "terms-of-service", title: pages.legal.termsOfService },
  { slug: "disclaimer", title: pages.legal.disclaimer },
];

const sitePath = /(\/(?:privacy-policy|terms-of-service|disclaimer))\b/;

/** Plain legal text with the site's own legal paths (e.g. "/privacy-policy") turned into links to them in the page's language. */
function LinkedText({ text }: { text: string }) {
  const parts = text.split(sitePath);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={localHref(part)} className="text-brand-700 underline">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** A legal document: title, last-updated date, table of contents, sections, contact details. */
export function LegalPage({ doc }: { doc: LegalDocument }) {
  const legalContactId = useId();
  return (
    <>
      <PageHero
        eyebrow={pages.legal.eyebrow}
        title={doc.title}
        lead={
          <>
            {doc.summary}
            <span className="mt-4 block text-sm font-medium text-ink-600">{pages.legal.lastUpdated(doc.lastUpdated)}</span>
          </>
        }
      />
      <div className="container-page grid gap-10 py-10 lg:grid-cols-[16rem_1fr]">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <nav aria-label={pages.legal.onThisPage} className="text-sm">
            <h2 className="font-semibold text-ink-900">{pages.legal.onThisPage}</h2>
            <ol className="mt-3 space-y-1.5">
              {doc.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-brand-700 hover:underline">
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </aside>
        <article className="max-w-3xl space-y-10 leading-relaxed">
          {doc.sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id} className="text-xl font-bold">
                {section.heading}
              </h2>
              {section.paragraphs.map((p) => (
                <p key={p.slice(0, 40)} className="mt-3 text-ink-700">
                  <LinkedText text={p} />
                </p>
              ))}
              {section.list && <BulletList items={section.list} className="mt-3 list-disc space-y-1.5 pl-6 text-ink-700" />}
            </section>
          ))}
          <Card as="section" aria-labelledby={legalContactId}>
            <h2 id={legalContactId} className="text-lg font-bold">
              {pages.legal.contactDetails}
            </h2>
            <p className="mt-2 text-ink-700">
              {siteConfig.brandName}, {localSettings.headOffice}
            </p>
            <p className="mt-1 text-ink-700">
              {pages.legal.email}{" "}
              <a href={`mailto:${siteConfig.generalEmail}`} className="text-brand-700 underline">
                {siteConfig.generalEmail}
              </a>
              {" · "}
              {pages.legal.phone}{" "}
              <a href={telHref(siteConfig.supportPhone)} className="text-brand-700 underline">
                {siteConfig.supportPhone}
              </a>
            </p>
            <p className="mt-4 text-sm text-ink-600">
              {pages.legal.seeAlso}{" "}
              {otherDocs
                .filter((d) => d.slug !== doc.slug)
                .map((d, i) => (
                  <span key={d.slug}>
                    {i > 0 && " · "}
                    <a href={localHref(`/${d.slug}`)} className="text-brand-700 underline">
                      {d.title}
                    </a>
                  </span>
                ))}
            </p>
          </Card>
        </article>
      </div>
    </>
  );
}
