import { House, type LucideProps, UserCheck } from "lucide-react";
import { Icon } from "~/components/ui/icon";

/** Icons named by the home-care content that the shared Icon map does not hold. */
const extra = { House, UserCheck };

export function HomeCareIcon({ name, ...props }: { name: string } & LucideProps) {
  const Component = extra[name as keyof typeof extra];
  return Component ? <Component aria-hidden="true" focusable="false" {...props} /> : <Icon name={name} {...props} />;
}
