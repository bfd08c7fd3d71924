import { ButtonLink } from "~/components/ui/button";
import { NotFound } from "~/components/ui/states";

/** An unknown service or subcategory: the not-found screen with a way back to the services list. */
export function ServiceNotFound() {
  return (
    <NotFound
      title="Service Not Found"
      message="The service you're looking for doesn't exist or may have moved."
      action={<ButtonLink href="/services">Back to Services</ButtonLink>}
    />
  );
}
