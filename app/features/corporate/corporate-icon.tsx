import { ClipboardList, HardHat, type LucideProps, PiggyBank, Tent, TrendingUp, UserCheck } from "lucide-react";
import { Icon } from "~/components/ui/icon";

/** Icons named by the corporate content that the shared Icon map does not hold. */
const extra = { ClipboardList, HardHat, PiggyBank, Tent, TrendingUp, UserCheck };

export function CorporateIcon({ name, ...props }: { name: string } & LucideProps) {
  const Component = extra[name as keyof typeof extra];
  return Component ? <Component aria-hidden="true" focusable="false" {...props} /> : <Icon name={name} {...props} />;
}
