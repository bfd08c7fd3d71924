/**
 * Who reviews the medical content, named by role and qualification, never by an invented person: a
 * page says "Medically reviewed by a consultant pathologist, MD (Pathology)". The lab fills in the
 * real qualifications of the clinicians who sign off (docs/content-review.md, "Before launch").
 */
export const medicalReviewers = {
  pathologist: { role: "Consultant pathologist", qualification: "MD (Pathology)" },
  microbiologist: { role: "Consultant microbiologist", qualification: "MD (Microbiology)" },
  radiologist: { role: "Consultant radiologist", qualification: "MD (Radio-diagnosis)" },
  "veterinary-radiologist": { role: "Veterinary radiologist", qualification: "MVSc (Veterinary Surgery and Radiology)" },
  cardiologist: { role: "Consultant cardiologist", qualification: "DM (Cardiology)" },
  pulmonologist: { role: "Consultant pulmonologist", qualification: "MD (Pulmonary Medicine)" },
  neurologist: { role: "Consultant neurologist", qualification: "DM (Neurology)" },
  "sleep-specialist": { role: "Sleep medicine specialist", qualification: "MD (Pulmonary Medicine), fellowship in sleep medicine" },
} as const satisfies Record<string, { role: string; qualification: string }>;

export type MedicalReviewerId = keyof typeof medicalReviewers;
