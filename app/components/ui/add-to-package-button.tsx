import { useState } from "react";
import { fullAnnouncement, toggleAnnouncement } from "#app/domain/my-package-ids.ts";
import { addToPackage as addToPackageWords } from "#words/components.ts";
import { buttonClass } from "./button.tsx";
import { Icon } from "./icon.tsx";
import { togglePackageItem, usePackageIds } from "./my-package-store.ts";

type Props = {
  /** The item's My Package id: a catalogue id ("2"), a department test id ("lipid-profile") or a home-care package id. */
  itemId: string;
  /** The item's name, for the button's accessible name and the announcement. */
  name: string;
  /** The name is English on a page of another language (a test not yet translated): marked `lang="en"`. */
  untranslated?: boolean;
  size?: "sm" | "md" | "lg";
  className?: string;
};

/**
 * The one "Add to Package" control: a toggle button (aria-pressed) that adds the item to My Package and,
 * pressed again, removes it; a polite live region says what happened. It is a plain <button> in the React
 * tree, so the site's pre-hydration handling replays a tap made before the scripts ran.
 */
export function AddToPackageButton({ itemId, name, untranslated = false, size = "sm", className }: Props) {
  const ids = usePackageIds();
  const added = ids?.includes(itemId) ?? false;
  // The announcement belongs to the item it was made for: a list that shows another item in this place
  // (search results updated in place) must not repeat it.
  const [announcement, setAnnouncement] = useState({ itemId, text: "" });
  return (
    <>
      <button
        type="button"
        aria-pressed={added}
        data-package-item={itemId}
        onClick={() => {
          const result = togglePackageItem(itemId);
          const text = result.full ? fullAnnouncement(name) : toggleAnnouncement(name, result.added, result.count);
          setAnnouncement({ itemId, text });
        }}
        className={buttonClass("secondary", size, className)}
      >
        <Icon name={added ? "CircleCheck" : "Package"} className="size-4" />
        {/* Both labels share one grid cell, so the button keeps its width when it toggles. */}
        <span className="grid">
          <span aria-hidden="true" className="invisible col-start-1 row-start-1">
            {addToPackageWords.add}
          </span>
          <span className="col-start-1 row-start-1">{added ? addToPackageWords.added : addToPackageWords.add}</span>
        </span>
        <span className="sr-only">
          {": "}
          <span lang={untranslated ? "en" : undefined}>{name}</span>
        </span>
      </button>
      <span role="status" className="sr-only">
        {announcement.itemId === itemId ? announcement.text : ""}
      </span>
    </>
  );
}
