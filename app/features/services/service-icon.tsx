import { Barcode, ClipboardList, Heart, House, type LucideProps, Package, UserCheck } from "lucide-react";
import { Icon } from "~/components/ui/icon";

/** Icons named by the services content that the shared Icon map does not hold. */
const extra = { Barcode, ClipboardList, Heart, House, Package, UserCheck };

export function ServiceIcon({ name, ...props }: { name: string } & LucideProps) {
  const Component = extra[name as keyof typeof extra];
  return Component ? <Component aria-hidden="true" focusable="false" {...props} /> : <Icon name={name} {...props} />;
}
