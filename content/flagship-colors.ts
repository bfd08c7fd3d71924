/** The accent colours a flagship service card may take (content/home.ts; the schema checks them). */
export const flagshipColors = ["teal", "sky", "emerald", "violet", "indigo", "cyan", "amber", "rose"] as const;
export type FlagshipColor = (typeof flagshipColors)[number];
