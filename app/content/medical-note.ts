import safety from "./generated/en/safety.json" with { type: "json" };

/** The note every test page, package page and article carries (content/en/safety.json). */
export const medicalNote: string = safety.medicalNote;
