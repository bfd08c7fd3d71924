import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contentFiles, uiWordFiles } from "#app/testing/content-files.ts";
import { blanketAccreditation } from "./accreditation-wording.ts";

// Rule 23 (docs/content-review.md): "accredited" qualifies the central laboratory, never everything.
describe("rule 23: accredited only of what is", () => {
  it("refuses wording that calls the tests, every laboratory or the whole service accredited", () => {
    expect(blanketAccreditation("Health+ Diagnostics: accredited lab tests and home sample collection")).toEqual([
      "Health+ Diagnostics: accredited lab tests and home sample collection",
    ]);
    expect(blanketAccreditation("through our NABL-accredited central laboratory and regional labs")).toEqual([
      "through our NABL-accredited central laboratory and regional labs",
    ]);
    expect(blanketAccreditation("NABL & NABH accredited")).toEqual(["NABL & NABH accredited"]);
    expect(blanketAccreditation("An NABL-accredited laboratory")).toEqual(["An NABL-accredited laboratory"]);
    expect(blanketAccreditation("हमारी NABL-मान्यता प्राप्त केंद्रीय लैब और क्षेत्रीय लैबों में")).toEqual([
      "हमारी NABL-मान्यता प्राप्त केंद्रीय लैब और क्षेत्रीय लैबों में",
    ]);
    expect(blanketAccreditation("दिल्ली/NCR में मान्यता प्राप्त लैब टेस्ट")).toEqual(["दिल्ली/NCR में मान्यता प्राप्त लैब टेस्ट"]);
  });

  it("lets a text name the accredited central laboratory, ask a question, or speak of the scope", () => {
    const fine = [
      "through our NABL-accredited central laboratory in Delhi, our regional laboratories in Jammu and Srinagar, skilled staff",
      "Samples from Delhi/NCR are tested in our NABL-accredited central laboratory (ISO 15189, certificate MC-XXXX).",
      "Are your labs accredited?",
      "You can ask whether a particular test is within the accredited scope.",
      "दिल्ली में अपनी NABL-मान्यता प्राप्त केंद्रीय लैब, जम्मू और श्रीनगर में अपनी क्षेत्रीय लैबों",
      "क्या आपकी लैब मान्यता प्राप्त हैं?",
    ];
    expect(fine).toHaveLength(6);
    for (const text of fine) expect(blanketAccreditation(text), text).toEqual([]);
  });

  it("holds for every content file, the words written in code (titles, share-image text) and the share image", () => {
    const files = [
      ...contentFiles(),
      ...uiWordFiles(),
      { file: "scripts/make-share-images.mjs", text: readFileSync("scripts/make-share-images.mjs", "utf8") },
    ];
    expect(files.length).toBeGreaterThan(500);
    expect(files.flatMap(({ file, text }) => blanketAccreditation(text).map((found) => `${file}: ${found}`))).toEqual([]);
  });
});
