import { useEffect, useRef, type KeyboardEvent } from "react";
import { lightbox as lightboxWords } from "#words/lightbox.ts";
import { Icon } from "./icon.tsx";

export type LightboxImage = {
  src: string;
  alt: string;
  width: number;
  height: number;
  title: string;
  description?: string;
};

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Full-screen image viewer on the native modal <dialog> (showModal): the page behind is inert,
 * focus starts on the close button and cycles inside, Escape and the close button close it,
 * ArrowLeft/ArrowRight go to the previous/next image, and focus returns to the element that opened it.
 * Controlled: the caller owns which image is shown (`image` null = closed).
 */
export function Lightbox({
  image,
  position,
  onPrevious,
  onNext,
  onClose,
  label = lightboxWords.label,
}: {
  image: LightboxImage | null;
  /** e.g. "3 of 12" */
  position?: string;
  onPrevious?: () => void;
  onNext?: () => void;
  onClose: () => void;
  label?: string;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const open = image !== null;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      closeRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Whatever closes the dialog (Escape, the close button, the caller), focus goes back to the opener.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const handleClose = () => {
      onClose();
      const target = returnFocusRef.current;
      returnFocusRef.current = null;
      if (target && target.isConnected) target.focus();
    };
    dialog.addEventListener("close", handleClose);
    return () => dialog.removeEventListener("close", handleClose);
  }, [onClose]);

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === "ArrowRight" && onNext) {
      event.preventDefault();
      onNext();
    } else if (event.key === "ArrowLeft" && onPrevious) {
      event.preventDefault();
      onPrevious();
    } else if (event.key === "Tab") {
      const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }
  }

  return (
    // The dialog element handles Escape itself; arrow keys and Tab are enhancements on top.
    <dialog
      ref={dialogRef}
      aria-label={image ? `${label}: ${image.title}` : label}
      onKeyDown={handleKeyDown}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-ink-900/95 p-0 text-white backdrop:bg-ink-900/80"
    >
      {image && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
            <p className="text-sm font-medium text-ink-200 tabular" aria-live="polite">
              {position}
            </p>
            <button
              ref={closeRef}
              type="button"
              onClick={() => dialogRef.current?.close()}
              className="inline-flex min-h-11 items-center gap-2 rounded-control px-3 text-sm font-semibold text-white hover:bg-white/10"
            >
              <Icon name="X" className="size-5" />
              Close
            </button>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center px-4 sm:px-16">
            <img
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              className="max-h-full w-auto max-w-full rounded-card bg-white object-contain"
            />
            {onPrevious && (
              <button
                type="button"
                onClick={onPrevious}
                aria-label={lightboxWords.previous}
                className="absolute left-2 top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/15 hover:bg-white/25 sm:left-4"
              >
                <Icon name="ChevronLeft" className="size-6" />
              </button>
            )}
            {onNext && (
              <button
                type="button"
                onClick={onNext}
                aria-label={lightboxWords.next}
                className="absolute right-2 top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/15 hover:bg-white/25 sm:right-4"
              >
                <Icon name="ChevronRight" className="size-6" />
              </button>
            )}
          </div>
          <div className="mx-auto w-full max-w-3xl px-4 py-4 text-center sm:px-6">
            <h2 className="text-lg font-semibold text-white">{image.title}</h2>
            {image.description && <p className="mt-1 text-sm text-ink-200">{image.description}</p>}
            <p className="mt-2 text-xs text-ink-300">Use the left and right arrow keys to move between images; Escape closes.</p>
          </div>
        </div>
      )}
    </dialog>
  );
}
