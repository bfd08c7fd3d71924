import settings from "#content/generated/centre-settings.json" with { type: "json" };

/**
 * The PIN codes each centre sends a home-collection team to, from content/en/centre-settings.json
 * (edited at /admin, docs/editing.md). A PIN code listed here is served from that centre; any other is
 * outside the service area for now. Keys are the centre ids of ./centres.ts (the build checks them).
 * Ghaziabad (2010xx) is served from Noida, the nearest centre.
 */
export const centrePinCodes: Record<string, readonly string[]> = settings.centrePinCodes;
