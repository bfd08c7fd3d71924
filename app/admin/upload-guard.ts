/**
 * What the staff may upload through the editor: pictures of the types below, nothing else
 * (docs/decisions/028-editor-on-its-own-origin.md). Uploads land in the repository's
 * `public/images/uploads/`, which the public site serves as it is: an `.html` or `.js` file, or an SVG
 * (which can carry a script), would be a page or script of the site's origin. Sveltia CMS 0.221 limits
 * file types only per File/Image field (`accept`), not in its asset library or a dropped or pasted
 * file, so the editor's page refuses any other file before Sveltia sees it. CI refuses such files
 * under `public/` too, whatever wrote them.
 */

/** The image types the staff may upload, by extension, with the type the browser gives such a file. SVG is left out. */
export const UPLOAD_TYPES: Readonly<Record<string, string>> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
};

/** The file picker's `accept`: the extensions above. */
export const UPLOAD_ACCEPT = Object.keys(UPLOAD_TYPES)
  .map((extension) => `.${extension}`)
  .join(",");

/** Whether a file is one of the upload types: its extension is, and the browser's type for it matches. */
export function isAllowedUpload(file: { name: string; type: string }): boolean {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  return extension !== undefined && UPLOAD_TYPES[extension] === file.type;
}

/** What the editor says when it refuses files. */
export function refusalMessage(names: readonly string[]): string {
  return `Only pictures can be uploaded: JPG, PNG, WebP, AVIF or GIF. Not uploaded: ${names.join(", ")}.`;
}

/**
 * Refuses, before the editor's own handlers run, files chosen in a file picker, dropped or pasted when
 * any is not of the upload types: the event stops there. `report` gets the names of the files refused
 * (none when all were pictures) on every such event. File pickers offer the upload types only.
 */
export function guardUploads(target: Window & typeof globalThis, report: (refused: string[]) => void): void {
  const refuse = (event: Event, files: FileList | null | undefined) => {
    if (!files || files.length === 0) return;
    const refused = [...files].filter((file) => !isAllowedUpload(file)).map((file) => file.name);
    report(refused);
    if (refused.length === 0) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (event.target instanceof target.HTMLInputElement) event.target.value = "";
  };
  // Capturing at the window: before any handler of the page's own elements.
  target.addEventListener(
    "change",
    (event) => {
      if (event.target instanceof target.HTMLInputElement && event.target.type === "file") refuse(event, event.target.files);
    },
    true,
  );
  target.addEventListener("drop", (event) => refuse(event, event.dataTransfer?.files), true);
  target.addEventListener("paste", (event) => refuse(event, event.clipboardData?.files), true);

  const offerImages = (root: ParentNode) => {
    for (const input of root.querySelectorAll<HTMLInputElement>('input[type="file"]')) {
      if (input.accept !== UPLOAD_ACCEPT) input.accept = UPLOAD_ACCEPT;
    }
  };
  const document = target.document;
  offerImages(document);
  new target.MutationObserver(() => offerImages(document)).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ["accept", "type"],
  });
}

/** Says, in an alert at the foot of the editor, which files were refused, until Close or the next files chosen. */
export function showRefusal(document: Document, names: readonly string[]): void {
  document.querySelector("[data-upload-refused]")?.remove();
  if (names.length === 0) return;
  const box = document.createElement("div");
  box.setAttribute("role", "alert");
  box.dataset.uploadRefused = "";
  box.style.cssText =
    "position:fixed;inset:auto 1rem 1rem 1rem;z-index:2147483647;display:flex;gap:1rem;align-items:center;justify-content:space-between;" +
    "padding:0.75rem 1rem;border-radius:0.5rem;background:#7f1d1d;color:#fff;font:16px/1.4 system-ui,sans-serif;box-shadow:0 4px 12px rgb(0 0 0 / 0.3)";
  const text = document.createElement("p");
  text.style.margin = "0";
  text.textContent = refusalMessage(names);
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = "Close";
  close.style.cssText =
    "padding:0.25rem 0.75rem;border-radius:0.25rem;border:1px solid #fff;background:transparent;color:#fff;font:inherit;cursor:pointer";
  close.addEventListener("click", () => box.remove());
  box.append(text, close);
  document.body.append(box);
}
