import { ButtonLink } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import type { BackLink as BackLinkData } from "#app/domain/back-links.ts";
import { localHref } from "#app/domain/local-href.ts";

/**
 * "Back to …" depends on ?from=, which the pre-rendered HTML cannot know: on a URL with a query it stays
 * invisible (its space kept) until the page has hydrated and shows the right words (decision 008).
 */
export function BackLink({ link, look = "link" }: { link: BackLinkData; look?: "link" | "button" }) {
  if (look === "button") {
    return (
      <ButtonLink href={localHref(link.href)} data-query-veil="">
        {link.label}
      </ButtonLink>
    );
  }
  return (
    <a
      href={localHref(link.href)}
      data-query-veil=""
      className="inline-flex min-h-11 items-center gap-2 rounded-control font-semibold text-brand-700 underline-offset-2 hover:underline sm:mb-6"
    >
      <Icon name="ArrowLeft" className="size-4" />
      {link.label}
    </a>
  );
}
