/** The words of the lightbox (app/components/ui/lightbox.tsx), apart: only the pages that have one load them. */
export const lightbox = {
  label: "Image viewer",
  previous: "Previous image",
  next: "Next image",
};
