/** A form field's text as submitted: "" when the form has no such field, or it holds a file (FormData's other kind of value). */
export function formText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === "string" ? value : "";
}
