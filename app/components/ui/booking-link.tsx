import type { ComponentProps, ReactNode } from "react";
import { siteConfig } from "#app/config/site.ts";
import { chatHref } from "#app/domain/booking.ts";
import { buttonClass } from "./button.tsx";
import { ExternalLink } from "./external-link.tsx";

type Props = Omit<ComponentProps<"a">, "href" | "target" | "rel" | "children"> & {
  /** Pre-filled chat message (used only when the configured link allows it). */
  message?: string;
  variant?: Parameters<typeof buttonClass>[0];
  size?: Parameters<typeof buttonClass>[1];
  children: ReactNode;
};

/** Every Book Now / Chat / Upload Prescription action: the external chat link in a new tab. */
export function BookingLink({ message, variant = "primary", size = "md", className, children, ...props }: Props) {
  return (
    <ExternalLink href={chatHref(siteConfig.chatLink, message)} className={buttonClass(variant, size, className)} {...props}>
      {children}
    </ExternalLink>
  );
}
