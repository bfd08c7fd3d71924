/** The gallery's categories and filter tabs (./gallery-categories.ts). */
export const galleryCategoryWords = {
  all: "All Images",
  "center-tour": "Center Tour",
  equipment: "Advanced Equipment",
  team: "Our Team",
  events: "Events",
};
