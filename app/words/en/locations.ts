/** The words of /locations written in code (app/features/locations/): the page and each centre's card. */
export const locations = {
  eyebrow: "Our centres",
  title: (count: number) => `${count} centres across Delhi/NCR and Jammu & Kashmir`,
  lead: (listNote: string) =>
    `Walk in for blood tests, X-ray, ECG and more, or book a free home sample pickup from your nearest centre. ${listNote}`,
  centreList: "Centre list",
  help: {
    title: "Need help finding a centre?",
    text: "Our support team is available 24/7 to find the nearest centre or arrange a home sample pickup.",
    call: (phone: string) => `Call ${phone}`,
    chatMessage: "Hello, I need help finding the nearest Health+ Diagnostics centre.",
    chat: "Chat on WhatsApp",
  },
  centre: {
    address: "Address",
    hours: "Hours",
    phone: "Phone",
    more: "Services, landmark and access",
    landmark: "Landmark",
    services: "Services",
    highlights: "Highlights",
    directions: "Get directions",
    /** For screen readers, after "Get directions". */
    directionsTo: (centre: string) => ` to ${centre}`,
    bookTest: "Book test",
    /** For screen readers, after "Book test". */
    bookAt: (centre: string) => ` at ${centre}`,
  },
  /** A centre's region (a fixed list in the content) as a reader says it. */
  regions: { Delhi: "Delhi", NCR: "NCR", "Jammu & Kashmir": "Jammu & Kashmir" } as Record<string, string>,
};
