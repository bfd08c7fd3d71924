import { ButtonLink } from "#app/components/ui/button.tsx";
import { NotFound } from "#app/components/ui/states.tsx";
import { localHref } from "#app/domain/local-href.ts";
import { services } from "#words/services.ts";

/** An unknown service or subcategory: the not-found screen with a way back to the services list. */
export function ServiceNotFound() {
  return (
    <NotFound
      title={services.notFound.title}
      message={services.notFound.message}
      action={<ButtonLink href={localHref("/services")}>{services.notFound.back}</ButtonLink>}
    />
  );
}
