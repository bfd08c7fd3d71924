import type { timeSlotWords as english } from "#words/en/time-slot-words.ts";

export const timeSlotWords: typeof english = {
  "6-8": "सुबह 6–8 बजे",
  "8-10": "सुबह 8–10 बजे",
  "10-12": "सुबह 10 – दोपहर 12 बजे",
  "12-2": "दोपहर 12–2 बजे",
  "2-4": "दोपहर 2–4 बजे",
  "4-6": "शाम 4–6 बजे",
};
