/**
 * /thank-you: where the form relay sends someone whose form was posted without JavaScript (every form
 * names this page in its `_next` field; decision 008). Pre-rendered like every page.
 */
import { CentredButtonLinkPair } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { siteConfig, telHref } from "#app/config/site.ts";
import { localHref } from "#app/domain/local-href.ts";
import { thankYouCopy as copy } from "#content/contact.ts";

export function ThankYouPage() {
  return (
    <div className="container-page flex flex-col items-center py-20 text-center">
      <Icon name="CheckCircle2" className="mb-4 size-12 text-green-700" />
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-3 max-w-xl text-lg text-ink-700">{copy.text}</p>
      <p className="mt-2 max-w-xl text-ink-700">
        {copy.urgent}{" "}
        <a href={telHref(siteConfig.supportPhone)} className="font-semibold text-brand-700 underline">
          {siteConfig.supportPhone}
        </a>
      </p>
      <CentredButtonLinkPair
        className="mt-8"
        main={{ href: localHref("/"), label: copy.home }}
        second={{ href: localHref("/find-test"), label: copy.findTest }}
      />
    </div>
  );
}
