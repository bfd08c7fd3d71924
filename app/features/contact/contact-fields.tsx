/** The contact form's five fields (labels, hints, required marks, invalid state). */
import type { ChangeEvent, ReactNode } from "react";
import { cx } from "#app/components/ui/cx.ts";
import type { ContactValues } from "#app/domain/contact-form.ts";
import { contactFormCopy as copy, contactSubjects } from "#content/contact.ts";

const fieldClass =
  "mt-1 block w-full rounded-control border border-ink-300 bg-white px-3 py-2.5 text-base text-ink-900 " +
  "placeholder:text-ink-500 aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-600";
const labelClass = "block text-sm font-semibold text-ink-800";

function Required() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  );
}

/** A field: its label (with the required mark) above its control. */
function LabelledField({ htmlFor, label, required, children }: { htmlFor: string; label: string; required: boolean; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={htmlFor} className={labelClass}>
        {label}
        {required && <Required />}
      </label>
      {children}
    </div>
  );
}

/** The one-line fields, in the order shown (the phone number is optional). */
const textInputs: readonly {
  key: "name" | "email" | "phone";
  type: "text" | "email" | "tel";
  autoComplete: string;
  inputMode?: "tel";
  required: boolean;
  maxLength: number;
}[] = [
  { key: "name", type: "text", autoComplete: "name", required: true, maxLength: 120 },
  { key: "email", type: "email", autoComplete: "email", required: true, maxLength: 254 },
  { key: "phone", type: "tel", autoComplete: "tel", inputMode: "tel", required: false, maxLength: 25 },
];

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function ContactFields({
  ids,
  values,
  invalid,
  errorId,
  fieldRef,
  onChange,
}: {
  ids: Record<keyof ContactValues, string>;
  values: ContactValues;
  invalid: readonly (keyof ContactValues)[];
  errorId: string;
  fieldRef: (key: keyof ContactValues) => (element: HTMLElement | null) => void;
  onChange: (key: keyof ContactValues) => (event: ChangeEvent<FieldElement>) => void;
}) {
  // What ties a control to the form; first, so each control's attributes keep their order (id, name, …).
  const controlProps = (key: keyof ContactValues) => ({ ref: fieldRef(key), id: ids[key], name: key, onChange: onChange(key) });
  const ariaFor = (key: keyof ContactValues) =>
    invalid.includes(key) ? { "aria-invalid": true as const, "aria-describedby": errorId } : {};
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        {textInputs.map((input) => (
          <LabelledField key={input.key} htmlFor={ids[input.key]} label={copy.fields[input.key].label} required={input.required}>
            <input
              {...controlProps(input.key)}
              type={input.type}
              autoComplete={input.autoComplete}
              inputMode={input.inputMode}
              required={input.required}
              maxLength={input.maxLength}
              placeholder={copy.fields[input.key].placeholder}
              value={values[input.key]}
              className={fieldClass}
              {...ariaFor(input.key)}
            />
          </LabelledField>
        ))}
        <LabelledField htmlFor={ids.subject} label={copy.fields.subject.label} required>
          <select
            {...controlProps("subject")}
            required
            value={values.subject}
            className={cx(fieldClass, "min-h-[2.875rem]")}
            {...ariaFor("subject")}
          >
            <option value="">{copy.fields.subject.prompt}</option>
            {contactSubjects.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </LabelledField>
      </div>
      <LabelledField htmlFor={ids.message} label={copy.fields.message.label} required>
        <textarea
          {...controlProps("message")}
          required
          rows={6}
          maxLength={5000}
          placeholder={copy.fields.message.placeholder}
          value={values.message}
          className={fieldClass}
          {...ariaFor("message")}
        />
      </LabelledField>
    </>
  );
}
