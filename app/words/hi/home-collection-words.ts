import type { homeCollectionWords as english } from "#app/words/en/home-collection-words.ts";

/** The time of day a Hindi clock time names: सुबह, दोपहर, शाम or रात. */
const period = (time: string) => {
  const hours = Number(time.slice(0, 2));
  if (hours >= 4 && hours < 12) return "सुबह";
  if (hours >= 12 && hours < 16) return "दोपहर";
  if (hours >= 16 && hours < 20) return "शाम";
  return "रात";
};
/** "7:00" (the hours), or "7" in a slot (with its minutes only when it has some). */
const clock = (time: string, withMinutes = true) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return withMinutes || minutes !== 0 ? `${hour}:${String(minutes).padStart(2, "0")}` : String(hour);
};

export const homeCollectionWords: typeof english = {
  hours: (opens, closes) => `${period(opens)} ${clock(opens)} बजे से ${period(closes)} ${clock(closes)} बजे तक`,
  start: (opens) => `${period(opens)} ${clock(opens)} बजे`,
  slot: (from, to) =>
    period(from) === period(to)
      ? `${period(from)} ${clock(from, false)}–${clock(to, false)} बजे`
      : `${period(from)} ${clock(from, false)} – ${period(to)} ${clock(to, false)} बजे`,
};
