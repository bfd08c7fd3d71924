/** The note every test page, package page and article carries. */
export const medicalNote =
  "Your results are interpreted by your doctor, together with your symptoms and history. This page is general information, not medical advice.";
