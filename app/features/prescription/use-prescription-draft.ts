import { useCallback, useRef, useState, type ClipboardEvent, type FormEvent } from "react";
import { splitPrescription } from "#app/domain/prescription-split.ts";

/** How many lines a text holds as a list reads it: two or more is a list. */
export const listLength = (text: string): number => splitPrescription(text).pieces.length;

/** The search box an event comes from: the text input of a search form (`<form role="search">`). */
function searchBoxOf(target: EventTarget): HTMLInputElement | null {
  return target instanceof HTMLInputElement && target.closest('form[role="search"]') ? target : null;
}

/** Empties a React-controlled search box as a person would, so its own onChange follows. */
function emptySearchBox(box: HTMLInputElement) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(box, "");
  box.dispatchEvent(new Event("input", { bubbles: true }));
}

export interface PrescriptionDraft {
  /** The list box's text: in this page's memory only, never in the URL (docs/decisions/059-prescription-lines-on-the-device.md). */
  text: string;
  setText: (text: string) => void;
  /** A request to open the box and focus it, counted so each request is seen once. */
  openRequest: number;
  /** The search box's text reads as a list: how many lines, or 0. */
  searchOffer: number;
  /** Moves the search box's text into the list box and opens it. */
  acceptSearchOffer: () => void;
  /**
   * What the island puts on the element holding the page's search box. Bubbling, not capturing: a state
   * change in a capture listener is rendered before the box's own onChange has run, and React then puts
   * the box back to its old text, so what was typed would be lost. A paste's default is still preventable
   * as it bubbles (the browser inserts the text after the event).
   */
  searchEvents: { onPaste: (event: ClipboardEvent) => void; onInput: (event: FormEvent) => void };
  /** Said politely once the text has moved. */
  moved: boolean;
}

/**
 * The list box's text and the page's search box beside it (docs/decisions/057-find-test-layout.md): a
 * list pasted into the search box goes into the list box instead (a one-line box would join its lines,
 * and the search would put the slip in the URL); text typed into it that reads as a list offers the
 * move. Held by the island, which composes the search and the box, so neither feature knows the other.
 */
export function usePrescriptionDraft(): PrescriptionDraft {
  const [text, setText] = useState("");
  const [openRequest, setOpenRequest] = useState(0);
  const [searchOffer, setSearchOffer] = useState(0);
  const [moved, setMoved] = useState(false);
  const searchBox = useRef<HTMLInputElement | null>(null);

  const moveIn = useCallback((moving: string) => {
    setText((held) => (held.trim() === "" ? moving : `${held.trimEnd()}\n${moving}`));
    setOpenRequest((count) => count + 1);
    setSearchOffer(0);
    setMoved(true);
  }, []);

  const onPaste = useCallback(
    (event: ClipboardEvent) => {
      const box = searchBoxOf(event.target);
      const pasted = event.clipboardData.getData("text/plain");
      if (!box || listLength(pasted) < 2) return;
      event.preventDefault();
      moveIn(pasted);
    },
    [moveIn],
  );

  const onInput = useCallback((event: FormEvent) => {
    const box = searchBoxOf(event.target);
    if (!box) return;
    searchBox.current = box;
    const count = listLength(box.value);
    setSearchOffer(count >= 2 ? count : 0);
  }, []);

  const acceptSearchOffer = useCallback(() => {
    const box = searchBox.current;
    if (!box || box.value.trim() === "") return;
    moveIn(box.value);
    emptySearchBox(box);
  }, [moveIn]);

  return { text, setText, openRequest, searchOffer, acceptSearchOffer, searchEvents: { onPaste, onInput }, moved };
}
