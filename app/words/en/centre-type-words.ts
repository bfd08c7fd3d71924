/** The centre types, on each centre's card (content/centre-types.ts). */
export const centreTypeWords = {
  "full-service": "Full service",
  "pathology-imaging": "Pathology + imaging",
};
