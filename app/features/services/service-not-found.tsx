import { ButtonLink } from "~/components/ui/button";
import { NotFound } from "~/components/ui/states";

/** Unknown service or subcategory (SPEC §8); `missing` is the no-slug wording. */
export function ServiceNotFound({ missing = false }: { missing?: boolean }) {
  return (
    <NotFound
      title={missing ? "Service not found" : "Service Not Found"}
      message="The service you're looking for doesn't exist or may have moved."
      action={<ButtonLink to="/services">Back to Services</ButtonLink>}
    />
  );
}
