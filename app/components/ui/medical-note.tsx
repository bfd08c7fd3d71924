import { reviewSentences } from "#app/domain/medical-review.ts";
import type { MedicalReview } from "#content/collections/medical-review.schema.ts";
import { medicalNote, petMedicalNote } from "#content/medical-note.ts";
import { medicalNote as medicalNoteWords } from "#words/components.ts";
import { cx } from "./cx.ts";
import { Icon } from "./icon.tsx";

/**
 * The short "your doctor interprets results; this is not medical advice" note, with the page's dated
 * medical review: who reviewed it (role and qualification), when, and when it is next due (test,
 * package, department and article pages; docs/content-review.md).
 */
export function MedicalNote({ review, className, forPets = false }: { review: MedicalReview; className?: string; forPets?: boolean }) {
  const { reviewedBy, nextReview } = reviewSentences(review);
  return (
    <div className={cx("flex gap-2 rounded-card border border-ink-200 bg-ink-50 p-4 text-sm text-ink-700", className)}>
      <Icon name="Stethoscope" className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <div className="space-y-1">
        <p>
          <strong className="text-ink-900">{medicalNoteWords}</strong>
          {forPets ? petMedicalNote : medicalNote}
        </p>
        <p data-testid="medical-review">
          {reviewedBy} {nextReview}
        </p>
      </div>
    </div>
  );
}
