/** The words of /resources written in code (app/features/resources/); the tiles, guides and answers are content. */
export const resourcesPage = {
  eyebrow: "Patient information centre",
  title: "Guides, answers and help for your tests",
  lead: "Download preparation guides, find answers to common questions and reach our 24/7 support team.",
  quickAccess: "Quick access",
  downloadPdf: "Download PDF",
  support: {
    line: "24/7 support line",
    /** "Bookings and reports. Emergency: call 112.": the words before and after the emergency number. */
    emergencyBefore: "Bookings and reports. Emergency: call",
    emergencyAfter: ".",
    email: "Email",
    reply: "We reply within 24 hours.",
    chat: "WhatsApp",
    chatMessage: "Hello, I have a question about my test.",
    chatWithSupport: "Chat on WhatsApp",
    headOffice: "Head office",
    headOfficeHours: (hours: string) => `Head office hours: ${hours}`,
  },
  /** A resource's kind, a fixed choice in the content ("PDF", "Video"). */
  types: { PDF: "PDF", Video: "Video" } as Record<string, string>,
};
