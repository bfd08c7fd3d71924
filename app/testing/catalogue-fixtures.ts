/** The fields a fixture test item needs but a test rarely cares about; spread it and set the rest. */
export const fixtureTestFields = {
  category: "pathology",
  specialty: "general",
  description: "d",
  sample: "Blood",
  reportTime: "24 hours",
  homeCollection: true,
  popular: false,
  specializations: [] as string[],
} as const;
