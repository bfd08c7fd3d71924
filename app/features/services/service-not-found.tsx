import { ButtonLink } from "~/components/ui/button";
import { NotFound } from "~/components/ui/states";
import { services } from "~/content/ui/en/services";
import { localHref } from "~/domain/local-href";

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
