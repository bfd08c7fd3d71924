/**
 * The contact message form (docs/behaviour.md#contact): idle → submitting ("Sending...", button
 * disabled) → success (green "Message Sent!" panel for 5 s, then the form returns empty) or error
 * (message above the form, entries kept). Delivery runs the three-step chain via useDelivery.
 */
import { useEffect, useId, useReducer, useRef, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useDelivery } from "~/components/forms/use-delivery";
import { Button } from "~/components/ui/button";
import { cx } from "~/components/ui/cx";
import { contactFormCopy as copy, contactSubjects, SUCCESS_PANEL_MS } from "~/content/contact";
import {
  checkContact,
  contactFormReducer,
  emptyContactValues,
  subjectFromQuery,
  subjectLabel,
  submitErrorMessage,
  type ContactValues,
} from "~/domain/contact-form";

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

export function ContactForm() {
  const id = useId();
  const ids = {
    name: `${id}-name`,
    email: `${id}-email`,
    phone: `${id}-phone`,
    subject: `${id}-subject`,
    message: `${id}-message`,
    error: `${id}-error`,
    heading: `${id}-heading`,
  };
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<ContactValues>(emptyContactValues);
  const [invalid, setInvalid] = useState<(keyof ContactValues)[]>([]);
  const [state, dispatch] = useReducer(contactFormReducer, { status: "idle" });
  const { deliver } = useDelivery();
  const panelRef = useRef<HTMLDivElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const refs = useRef<Partial<Record<keyof ContactValues, HTMLElement | null>>>({});
  const panelShown = useRef(false);

  // ?subject=<value> pre-selects the subject (invalid values are ignored). Applied after hydration:
  // the pre-rendered HTML has no query, so the first client render must match it.
  const querySubject = subjectFromQuery(searchParams.get("subject"), contactSubjects);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- syncs from the URL once hydrated
    if (querySubject) setValues((v) => (v.subject === "" ? { ...v, subject: querySubject } : v));
  }, [querySubject]);

  // Success panel: focus it, keep it 5 s, then show the empty form again.
  useEffect(() => {
    if (state.status !== "success") {
      if (panelShown.current) {
        panelShown.current = false;
        nameRef.current?.focus();
      }
      return;
    }
    panelShown.current = true;
    panelRef.current?.focus();
    const timer = setTimeout(() => dispatch({ type: "panel-elapsed" }), SUCCESS_PANEL_MS);
    return () => clearTimeout(timer);
  }, [state.status]);

  const update = (key: keyof ContactValues) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [key]: value }));
    if (invalid.includes(key)) setInvalid((list) => list.filter((k) => k !== key));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.status === "submitting" || state.status === "success") return;
    const check = checkContact(values, contactSubjects);
    if (!check.ok) {
      const fields = check.reason === "required" ? check.fields : (["subject"] as (keyof ContactValues)[]);
      setInvalid(fields);
      dispatch({ type: "invalid", message: copy.requiredError });
      const first = fields[0];
      if (first) refs.current[first]?.focus();
      return;
    }
    setInvalid([]);
    dispatch({ type: "submit" });
    const result = await deliver({ ...check.values, subject: subjectLabel(check.values.subject, contactSubjects) });
    if (result.status === "busy") return;
    if (result.status === "sent") {
      setValues(emptyContactValues);
      dispatch({ type: "sent" });
    } else {
      dispatch({ type: "failed", message: submitErrorMessage(result.error, copy.unknownError) });
    }
  }

  if (state.status === "success") {
    return (
      <div
        ref={panelRef}
        role="status"
        tabIndex={-1}
        className="flex flex-col items-center gap-3 rounded-card border border-green-200 bg-green-50 px-6 py-10 text-center"
      >
        <Icon name="CheckCircle2" className="size-12 text-green-700" />
        <h2 className="text-xl font-bold text-green-900">{copy.successTitle}</h2>
        <p className="text-green-900">{copy.successText}</p>
      </div>
    );
  }

  const submitting = state.status === "submitting";
  const ariaFor = (key: keyof ContactValues) =>
    invalid.includes(key) ? { "aria-invalid": true as const, "aria-describedby": ids.error } : {};

  return (
    <form onSubmit={onSubmit} aria-labelledby={ids.heading} className="flex flex-col gap-5">
      <div>
        <h2 id={ids.heading} className="text-xl font-bold">
          {copy.heading}
        </h2>
        <p className="mt-1 text-sm text-ink-600">
          {copy.intro} Fields marked <span aria-hidden="true">*</span>
          <span className="sr-only">as required</span> are required.
        </p>
      </div>

      {state.status === "error" && (
        <div
          id={ids.error}
          role="alert"
          className="rounded-control border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {state.message}
        </div>
      )}

      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.name} className={labelClass}>
            {copy.fields.name.label}
            <Required />
          </label>
          <input
            ref={(el) => {
              nameRef.current = el;
              refs.current.name = el;
            }}
            id={ids.name}
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={120}
            placeholder={copy.fields.name.placeholder}
            value={values.name}
            onChange={update("name")}
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
            ref={(el) => {
              refs.current.email = el;
            }}
            id={ids.email}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            placeholder={copy.fields.email.placeholder}
            value={values.email}
            onChange={update("email")}
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
            onChange={update("phone")}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor={ids.subject} className={labelClass}>
            {copy.fields.subject.label}
            <Required />
          </label>
          <select
            ref={(el) => {
              refs.current.subject = el;
            }}
            id={ids.subject}
            name="subject"
            required
            value={values.subject}
            onChange={update("subject")}
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
          ref={(el) => {
            refs.current.message = el;
          }}
          id={ids.message}
          name="message"
          required
          rows={6}
          maxLength={5000}
          placeholder={copy.fields.message.placeholder}
          value={values.message}
          onChange={update("message")}
          className={fieldClass}
          {...ariaFor("message")}
        />
      </div>
      <div>
        <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto">
          {submitting ? copy.submitting : copy.submit}
        </Button>
      </div>
    </form>
  );
}
