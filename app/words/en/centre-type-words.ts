/** The centre types and the /locations filter (./centre-types.ts). */
export const centreTypeWords = {
  all: "All Centers",
  "full-service": "Full Service",
  "pathology-imaging": "Pathology + Imaging",
};
