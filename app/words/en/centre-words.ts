/** The centres' hours and the claimed network beside the listed centres (app/domain/centres.ts). */
export const centreWords = {
  /** "Green Park and Dwarka: Mon–Sat 8:00 AM – 8:00 PM", one group of hours after the main one. */
  group: (names: string, hours: string) => `${names}: ${hours}`,
  groupSeparator: "; ",
  hoursAll: (count: number, hours: string) => `All ${count} listed centres: ${hours}.`,
  hoursMost: (most: number, count: number, hours: string, rest: string) => `Most centres (${most} of ${count}): ${hours}; ${rest}.`,
  hoursDiffer: (names: string, hours: string, rest: string) => `Hours differ by centre. ${names}: ${hours}; ${rest}.`,
  /** Where the listed centres are, said after "listed" when the caller names no place. */
  listedHere: "below",
  allListed: (listed: number, where: string) => `All ${listed} of our centres are listed ${where}.`,
};
