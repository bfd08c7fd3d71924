/**
 * The PIN codes each centre sends a home-collection team to. A PIN code listed here is served from that
 * centre; any other is outside the service area for now. Keys are the centre ids of ./centres.ts (a unit
 * test keeps them in step). Ghaziabad (2010xx) is served from Noida, the nearest centre.
 */
export const centrePinCodes: Record<string, readonly string[]> = {
  "green-park": ["110016", "110017", "110029", "110049", "110003", "110023", "110030", "110068"],
  "lajpat-nagar": ["110024", "110014", "110013", "110065", "110048", "110019", "110025", "110020"],
  dwarka: ["110075", "110077", "110078", "110045", "110059", "110061", "110043", "110071"],
  rohini: ["110085", "110086", "110034", "110088", "110089", "110039", "110042", "110052"],
  "noida-sector-18": ["201301", "201303", "201304", "201307", "201309", "201001", "201002", "201010", "201012", "201014"],
  "gurugram-sector-14": ["122001", "122002", "122003", "122015", "122017", "122018", "122022"],
  faridabad: ["121001", "121002", "121003", "121004", "121006", "121007"],
  "jammu-gandhi-nagar": ["180001", "180002", "180004", "180005", "180010", "180012", "180016"],
  "srinagar-rajbagh": ["190001", "190002", "190005", "190008", "190010", "190011", "190015"],
};
