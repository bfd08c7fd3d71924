import { useState } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * The text of a box whose value lives in the URL (the find-test search). The box shows what is typed
 * at once and the URL follows with a REPLACE navigation; bound to the URL alone it would lag behind
 * each keystroke (the router updates the URL after the event), which moved the caret to the end and
 * lost keys typed quickly. Any other change of the URL (a link, Back, Clear, hydration) sets the box
 * from the URL. What was typed before hydration is handed back by the pre-hydration replay as an
 * ordinary change (decision 008), so it goes through `setText` and the URL like any keystroke.
 */
export function useUrlBackedInput(urlValue: string, hydrated: boolean): [string, (text: string) => void] {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [text, setText] = useState(urlValue);
  const [seen, setSeen] = useState({ key: location.key, hydrated });
  if (seen.key !== location.key || seen.hydrated !== hydrated) {
    setSeen({ key: location.key, hydrated });
    if (navigationType !== "REPLACE" || seen.hydrated !== hydrated) setText(urlValue);
  }
  return [text, setText];
}
