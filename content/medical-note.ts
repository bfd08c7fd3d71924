import safety from "#content/generated/safety.json" with { type: "json" };

/** The note every test page, package page and article carries (content/en/safety.json). */
export const medicalNote: string = safety.medicalNote;

/** The same note on a page about pets: their vet reads the results. */
export const petMedicalNote: string = safety.petMedicalNote;
