// Placeholder: replaced in the layout commit, then wired to delivery by the contact issue.
export function CallbackForm() {
  return null;
}
