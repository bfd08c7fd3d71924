import type { ReactNode } from "react";
import { NotFound } from "#app/components/ui/states.tsx";

/** The not-found screen of a details page, with the back link as its action. */
export function ItemNotFound({ title, message, back }: { title: string; message: string; back?: ReactNode }) {
  return <NotFound title={title} message={message} action={back} />;
}
