/**
 * What the staff may upload through the editor: pictures of the types below, and nothing else but a
 * price list (a `.csv`) in the editor's *Price lists* (docs/decisions/028-editor-on-its-own-origin.md,
 * 034-price-list-import.md). Pictures land in the repository's `public/images/uploads/`, which the
 * public site serves as it is: an `.html` or `.js` file, or an SVG (which can carry a script), would be
 * a page or script of the site's origin. A price list lands in `content/price-lists/`, which no site
 * serves: the base branch's import reads it as data (scripts/price-list-gate.mjs). Sveltia CMS 0.221
 * limits file types only per File/Image field (`accept`), not in its asset library or a dropped or
 * pasted file, so the editor's page refuses any other file before Sveltia sees it: on the price list's
 * pages a CSV only, everywhere else pictures only. CI refuses other files there too, whatever wrote them.
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

/** The editor's collection of price lists (content/compiler/editor-price-list.ts) and where its lists go. */
export const PRICE_LIST_COLLECTION = "price-lists";
export const PRICE_LIST_FOLDER = "content/price-lists";
/** The price list's file picker: CSV only. */
export const PRICE_LIST_ACCEPT = ".csv";
/**
 * The types a browser gives a `.csv`: Windows with Excel installed says it is Excel's, some systems say
 * text or nothing. The import reads it as UTF-8 text and refuses anything else (scripts/price-list-gate.mjs).
 */
const CSV_TYPES = new Set(["text/csv", "application/vnd.ms-excel", "text/plain", ""]);

/** What may be uploaded where: a price list on the price list's pages, pictures everywhere else. */
export type UploadKind = "picture" | "price-list";

/** The kind of upload the editor's page at this location (its `#/…` route) takes. */
export function uploadKindAt(hash: string): UploadKind {
  return hash === `#/collections/${PRICE_LIST_COLLECTION}` || hash.startsWith(`#/collections/${PRICE_LIST_COLLECTION}/`)
    ? "price-list"
    : "picture";
}

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();

/** Whether a file may be uploaded: its extension is of the kind, and the browser's type for it matches. */
export function isAllowedUpload(file: { name: string; type: string }, kind: UploadKind = "picture"): boolean {
  const extension = extensionOf(file.name);
  if (kind === "price-list") return extension === "csv" && CSV_TYPES.has(file.type);
  return extension !== undefined && UPLOAD_TYPES[extension] === file.type;
}

/** The file picker's `accept` for a kind. */
const acceptFor = (kind: UploadKind) => (kind === "price-list" ? PRICE_LIST_ACCEPT : UPLOAD_ACCEPT);

/** What the editor says when it refuses files. */
export function refusalMessage(names: readonly string[], kind: UploadKind = "picture"): string {
  if (kind === "price-list")
    return `Only a price list saved from the spreadsheet as CSV UTF-8 (.csv) can be uploaded here. Not uploaded: ${names.join(", ")}.`;
  return `Only pictures can be uploaded: JPG, PNG, WebP, AVIF or GIF. Not uploaded: ${names.join(", ")}.`;
}

/**
 * Refuses, before the editor's own handlers run, files chosen in a file picker, dropped or pasted when
 * any is not of the kind the page takes (`uploadKindAt` its route): the event stops there. `report`
 * gets the names of the files refused (none when all were allowed) on every such event. File pickers
 * offer that kind only.
 */
export function guardUploads(target: Window & typeof globalThis, report: (refused: string[]) => void): void {
  // A page being torn down (a test's window closed) may still report a mutation: no location then.
  const kind = () => uploadKindAt((target.location as Location | undefined)?.hash ?? "");
  const refuse = (event: Event, files: FileList | null | undefined) => {
    if (!files || files.length === 0) return;
    const here = kind();
    const refused = [...files].filter((file) => !isAllowedUpload(file, here)).map((file) => file.name);
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

  const offerAllowed = (root: ParentNode) => {
    const accept = acceptFor(kind());
    for (const input of root.querySelectorAll<HTMLInputElement>('input[type="file"]')) {
      if (input.accept !== accept) input.accept = accept;
    }
  };
  const document = target.document;
  offerAllowed(document);
  target.addEventListener("hashchange", () => offerAllowed(document));
  new target.MutationObserver(() => offerAllowed(document)).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ["accept", "type"],
  });
}

/**
 * Says, in an alert at the foot of the editor, which files were refused and what the page takes (by
 * default, the kind of its route), until Close or the next files chosen.
 */
export function showRefusal(document: Document, names: readonly string[], kind = uploadKindAt(document.location.hash)): void {
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
  text.textContent = refusalMessage(names, kind);
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = "Close";
  close.style.cssText =
    "padding:0.25rem 0.75rem;border-radius:0.25rem;border:1px solid #fff;background:transparent;color:#fff;font:inherit;cursor:pointer";
  close.addEventListener("click", () => box.remove());
  box.append(text, close);
  document.body.append(box);
}
