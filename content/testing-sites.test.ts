import { describe, expect, it } from "vitest";
import { centres } from "./centres.ts";
import { galleryItems } from "./gallery.ts";
import { categoryCards } from "./home.ts";
import { newsItems } from "./news.ts";
import { testingSites } from "./testing-sites.ts";

describe("where samples are tested, said once", () => {
  it("names the central laboratory and the two regional laboratories", () => {
    expect(testingSites.sentence).toBe(
      "Samples from Delhi/NCR, and specialised tests from Jammu & Kashmir, are tested in our NABL-accredited central laboratory in Green Park, Delhi. Routine blood and urine tests from Jammu & Kashmir are done in our regional laboratories in Jammu (for the Jammu division) and Srinagar (for the Kashmir division).",
    );
  });

  it("agrees with the centre list", () => {
    const highlights = (id: string) => centres.find((c) => c.id === id)?.highlights ?? [];
    expect(highlights("green-park")).toContain("NABL-accredited central laboratory");
    expect(highlights("jammu-gandhi-nagar")).toContain("Regional lab for the Jammu division");
    expect(highlights("srinagar-rajbagh")).toContain("Regional lab for the Kashmir division");
  });

  it("is the text the news, the gallery and the home page quote", () => {
    expect(newsItems.find((n) => n.id === "srinagar-rajbagh-centre")?.content.join(" ")).toContain(testingSites.sentence);
    expect(galleryItems.find((g) => g.id === "central-lab")?.description).toContain(testingSites.sentence);
    expect(categoryCards.find((c) => c.id === "pathology")?.description).toContain(testingSites.short);
  });
});
