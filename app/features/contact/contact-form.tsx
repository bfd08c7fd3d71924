/**
 * The contact message form: idle → submitting ("Sending...", button disabled) → success (green
 * "Message sent" panel for 5 s, then the form returns empty) or error (message above the form,
 * entries kept; also when a send came too soon and waits for the next press). It sends through the
 * shared submit flow (#app/components/forms/use-submit-flow), which also makes it post to the form
 * relay when JavaScript is not running.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { formText } from "#app/components/forms/form-text.ts";
import { RelayFields } from "#app/components/forms/relay-form.tsx";
import { useSubmitFlow } from "#app/components/forms/use-submit-flow.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { useSearchParam } from "#app/components/ui/use-search-param.ts";
import {
  checkContact,
  emptyContactValues,
  subjectFromQuery,
  subjectLabel,
  submitErrorMessage,
  type ContactValues,
} from "#app/domain/contact-form.ts";
import { contactFormCopy as copy, contactSubjects, SUCCESS_PANEL_MS } from "#content/contact.ts";
import { contactForm as words } from "#words/contact-form.ts";
import { forms } from "#words/forms.ts";
import { ContactFields } from "./contact-fields.tsx";

/** The form's current values, read from the form element itself (what the user sees is what is sent). */
function formValues(form: HTMLFormElement): ContactValues {
  const data = new FormData(form);
  const read = (key: keyof ContactValues) => formText(data, key);
  return { name: read("name"), email: read("email"), phone: read("phone"), subject: read("subject"), message: read("message") };
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
  const [values, setValues] = useState<ContactValues>(emptyContactValues);
  const [invalid, setInvalid] = useState<(keyof ContactValues)[]>([]);
  const panelRef = useRef<HTMLDivElement>(null);
  const refs = useRef<Partial<Record<keyof ContactValues, HTMLElement | null>>>({});
  const panelShown = useRef(false);

  const flow = useSubmitFlow({
    prepare(form) {
      const check = checkContact(formValues(form), contactSubjects);
      if (!check.ok) {
        const fields = check.reason === "required" ? check.fields : (["subject"] as (keyof ContactValues)[]);
        setInvalid(fields);
        const first = fields[0];
        if (first) refs.current[first]?.focus();
        return null;
      }
      setInvalid([]);
      // The request as the staff receive it: the subject as the visitor read it and, from a page not in
      // English, a note of the page's language (forms.staffLanguageNote), as in the other forms.
      return {
        values: check.values,
        message: {
          ...check.values,
          subject: subjectLabel(check.values.subject, contactSubjects),
          message: `${check.values.message}${forms.staffLanguageNote}`,
        },
      };
    },
    onSent: () => setValues(emptyContactValues),
    failureMessage: (error) => submitErrorMessage(error, copy.unknownError),
    submitLabel: copy.submit,
  });
  const { state, reset } = flow;

  // ?subject=<value> pre-selects the subject (invalid values are ignored). Applied after hydration:
  // the pre-rendered HTML has no query, so the first client render must match it (useSearchParam is
  // null until then).
  const querySubject = subjectFromQuery(useSearchParam("subject"), contactSubjects);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- syncs from the URL once hydrated
    if (querySubject) setValues((v) => (v.subject === "" ? { ...v, subject: querySubject } : v));
  }, [querySubject]);

  // Success panel: focus it, keep it 5 s, then show the empty form again.
  useEffect(() => {
    if (state.status !== "success") {
      if (panelShown.current) {
        panelShown.current = false;
        refs.current.name?.focus();
      }
      return;
    }
    panelShown.current = true;
    panelRef.current?.focus();
    const timer = setTimeout(reset, SUCCESS_PANEL_MS);
    return () => clearTimeout(timer);
  }, [state.status, reset]);

  const fieldRef = (key: keyof ContactValues) => (element: HTMLElement | null) => {
    refs.current[key] = element;
  };

  const update = (key: keyof ContactValues) => (e: ChangeEvent<{ value: string }>) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [key]: value }));
    if (invalid.includes(key)) setInvalid((list) => list.filter((k) => k !== key));
  };

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
  const alert = state.status === "error" ? state.message : invalid.length > 0 ? copy.requiredError : null;

  return (
    <form {...flow.formProps} aria-labelledby={ids.heading} className="flex flex-col gap-5">
      <RelayFields subject={`Website contact message${forms.staffLanguageNote}`} />
      <div>
        <h2 id={ids.heading} className="text-xl font-bold">
          {copy.heading}
        </h2>
        <p className="mt-1 text-sm text-ink-600">
          {copy.intro} {words.required.before} <span aria-hidden="true">*</span>
          <span className="sr-only">{words.required.srOnly}</span> {words.required.after}
        </p>
      </div>

      {alert && (
        <div
          id={ids.error}
          role="alert"
          className="rounded-control border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {alert}
        </div>
      )}

      <ContactFields ids={ids} values={values} invalid={invalid} errorId={ids.error} fieldRef={fieldRef} onChange={update} />
      <div>
        <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto">
          {submitting ? copy.submitting : copy.submit}
        </Button>
      </div>
    </form>
  );
}
