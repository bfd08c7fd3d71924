/**
 * A form field's own words for the browser's validation bubble, in the page's language: the
 * `data-msg-missing` and `data-msg-invalid` attributes that the pre-hydration script
 * (scripts/pre-hydration.mjs) turns into the field's message when a submit finds it empty or malformed,
 * before and after hydration. English pages keep the browser's own words (no attributes); with
 * JavaScript off every page does.
 */
import { forms } from "~/content/ui/en/forms";

type FieldKind = "text" | "select" | "email";

export function fieldMessageAttributes(kind: FieldKind): { "data-msg-missing"?: string; "data-msg-invalid"?: string } {
  const words = forms.fieldMessages;
  const missing = kind === "select" ? words.choose : words.fill;
  const invalid = kind === "email" ? words.email : "";
  return {
    ...(missing ? { "data-msg-missing": missing } : {}),
    ...(invalid ? { "data-msg-invalid": invalid } : {}),
  };
}
