import medicalReviewersData from "#content/generated/medical-reviewers.json" with { type: "json" };

/**
 * Who reviews the medical content, named by role and qualification, never by an invented person: a
 * page says "Medically reviewed by a consultant pathologist, MD (Pathology)". The lab fills in the
 * real qualifications of the clinicians who sign off (docs/content-review.md, "Before launch"), in
 * content/en/medical-reviewers/<id>.json; an item's review names one by its id.
 */
export const medicalReviewers: Readonly<Record<keyof typeof medicalReviewersData, { role: string; qualification: string }>> =
  medicalReviewersData;

export type MedicalReviewerId = keyof typeof medicalReviewers;
