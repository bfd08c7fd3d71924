/**
 * Where a text may call something accredited (docs/content-review.md, rule 23). NABL accredits the central
 * laboratory in Delhi for the tests its scope document lists, not the regional laboratories, not the
 * imaging and recordings, and not "our lab tests" as a whole. So "accredited" (Hindi "मान्यता प्राप्त")
 * qualifies the central laboratory and nothing else: "NABL-accredited central laboratory", never joined to
 * the regional laboratories ("… central laboratory and regional laboratories"), never "accredited lab
 * tests", "an accredited lab" or "NABL & NABH accredited". A question ("Are your labs accredited?") and
 * "the accredited scope" claim nothing. Titles, the mission, share-image words and every content text are
 * read with it (./accreditation-wording.test.ts).
 */

/** The one thing a text may call accredited, and what must not follow it. */
const allowedEnglish = /NABL-accredited central laborator(?:y|ies)\b(?!,?\s+(?:in \w+\s+)?(?:and|&)\s+(?:our\s+)?regional)/giu;
const allowedHindi = /NABL-मान्यता प्राप्त केंद्रीय लैब(?!\s*(?:और|व)\s+(?:हमारी\s+)?क्षेत्रीय)/gu;
/** Saying "accredited" without claiming it of anything. */
const claimsNothing = /\baccredited\s*\?|\baccredited scope\b|मान्यता प्राप्त (?:है|हैं)\s*\?/giu;

/** The places in a text that call something accredited other than the central laboratory, each with a little context. */
export function blanketAccreditation(text: string): string[] {
  const rest = text.replace(allowedEnglish, "").replace(allowedHindi, "").replace(claimsNothing, "");
  return [...rest.matchAll(/\baccredited\b|मान्यता प्राप्त/giu)].map((m) =>
    rest
      .slice(Math.max(0, m.index - 40), m.index + m[0].length + 40)
      .replace(/\s+/g, " ")
      .trim(),
  );
}
