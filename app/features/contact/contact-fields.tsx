/** The contact form's five fields (labels, hints, required marks, invalid state). */
import type { ChangeEvent } from "react";
import { cx } from "~/components/ui/cx";
import { contactFormCopy as copy, contactSubjects } from "~/content/contact";
import type { ContactValues } from "~/domain/contact-form";

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
  const ariaFor = (key: keyof ContactValues) =>
    invalid.includes(key) ? { "aria-invalid": true as const, "aria-describedby": errorId } : {};
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.name} className={labelClass}>
            {copy.fields.name.label}
            <Required />
          </label>
          <input
            ref={fieldRef("name")}
            id={ids.name}
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={120}
            placeholder={copy.fields.name.placeholder}
            value={values.name}
            onChange={onChange("name")}
            className={fieldClass}
            {...ariaFor("name")}
          />
        </div>
        <div>
          <label htmlFor={ids.email} className={labelClass}>
            {copy.fields.email.label}
            <Required />
          </label>
          <input
            ref={fieldRef("email")}
            id={ids.email}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            placeholder={copy.fields.email.placeholder}
            value={values.email}
            onChange={onChange("email")}
            className={fieldClass}
            {...ariaFor("email")}
          />
        </div>
        <div>
          <label htmlFor={ids.phone} className={labelClass}>
            {copy.fields.phone.label}
          </label>
          <input
            id={ids.phone}
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={25}
            placeholder={copy.fields.phone.placeholder}
            value={values.phone}
            onChange={onChange("phone")}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor={ids.subject} className={labelClass}>
            {copy.fields.subject.label}
            <Required />
          </label>
          <select
            ref={fieldRef("subject")}
            id={ids.subject}
            name="subject"
            required
            value={values.subject}
            onChange={onChange("subject")}
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
        </div>
      </div>
      <div>
        <label htmlFor={ids.message} className={labelClass}>
          {copy.fields.message.label}
          <Required />
        </label>
        <textarea
          ref={fieldRef("message")}
          id={ids.message}
          name="message"
          required
          rows={6}
          maxLength={5000}
          placeholder={copy.fields.message.placeholder}
          value={values.message}
          onChange={onChange("message")}
          className={fieldClass}
          {...ariaFor("message")}
        />
      </div>
    </>
  );
}
