/** The collection time slots a patient can ask for, by their id (app/domain/my-package-booking.ts). */
export const timeSlotWords = {
  "6-8": "6–8 AM",
  "8-10": "8–10 AM",
  "10-12": "10 AM–12 PM",
  "12-2": "12–2 PM",
  "2-4": "2–4 PM",
  "4-6": "4–6 PM",
};
