// The window between the first paint and hydration (decision 008). Every pre-rendered page gets this
// small classic script at the end of <head> (written in by defer-hydration.mjs), so it runs before
// anything can be clicked. Until React has hydrated (`<html data-hydrated>`, set by app/root.tsx) it:
// - records what the user does to the page's controls: the last value typed or picked in each input,
//   select and textarea, and each press of a toggle button (`aria-pressed`, e.g. the filter chips);
// - opens or closes at once what a disclosure button (`aria-expanded` + `aria-controls`: the menu, the
//   find-test filters) controls: it flips `aria-expanded` (a panel may be shown by CSS from it) and the
//   panel's `hidden` attribute, so a tap shows its effect before the page has hydrated;
// - holds back a form submit (the browser would otherwise post the form before the page's own submit
//   flow exists) and marks the form `data-queued-submit` (the stylesheet shows a "will be sent" note);
// - on a URL with a query string, marks <html data-query-pending>, so content that depends on the
//   query (marked `data-query-dependent` by the page) is hidden instead of painting the wrong state.
// When the page has hydrated, app/root.tsx calls `__preHydration.replay()` once: each recorded value is
// set again through the control's own change event (so React's onChange sees it and the URL follows),
// the recorded presses are repeated in order (React's state then catches up with what the disclosure
// already shows), and each held-back form is submitted exactly once with
// requestSubmit(), which runs the page's submit flow ("Sending...", the confirmation).
// If the page never hydrates (scripts blocked or failed), a held-back form is posted natively after
// QUEUE_FALLBACK_MS (every form has method="post" and a real action), and the query-dependent content
// is shown again, so nothing waits for ever.
const QUEUE_FALLBACK_MS = 12000;

const source = `(() => {
  const root = document.documentElement;
  const ready = () => root.hasAttribute("data-hydrated");
  const values = new Map();
  const presses = [];
  const forms = new Map();
  const isControl = (el) => el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;
  const record = (event) => {
    const el = event.target;
    if (ready() || !isControl(el)) return;
    values.set(el, el.type === "checkbox" || el.type === "radio" ? el.checked : el.value);
  };
  document.addEventListener("input", record, true);
  document.addEventListener("change", record, true);
  const opened = new Set();
  const showAtOnce = (button) => {
    const expanded = button.getAttribute("aria-expanded") !== "true";
    button.setAttribute("aria-expanded", String(expanded));
    const panel = document.getElementById(button.getAttribute("aria-controls") || "");
    if (!panel) return;
    if (expanded && panel.hidden) {
      panel.hidden = false;
      opened.add(panel);
    } else if (!expanded && opened.delete(panel)) {
      panel.hidden = true;
    }
  };
  document.addEventListener("click", (event) => {
    const button = !ready() && event.target instanceof Element && event.target.closest("button[aria-pressed], button[aria-expanded]");
    if (!button) return;
    presses.push(button);
    if (button.hasAttribute("aria-expanded")) showAtOnce(button);
  }, true);
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (ready() || !(form instanceof HTMLFormElement)) return;
    if (form.method === "get" && form.hasAttribute("action")) return;
    event.preventDefault();
    if (forms.has(form)) return;
    form.setAttribute("data-queued-submit", "");
    forms.set(form, { submitter: event.submitter, timer: setTimeout(() => {
      if (ready() || !forms.delete(form)) return;
      form.removeAttribute("data-queued-submit");
      if (form.method === "post") form.submit();
    }, ${QUEUE_FALLBACK_MS}) });
  }, true);
  if (location.search.length > 1) {
    root.setAttribute("data-query-pending", "");
    setTimeout(() => root.removeAttribute("data-query-pending"), ${QUEUE_FALLBACK_MS});
  }
  const setValue = (el, value) => {
    if (typeof value === "boolean") {
      if (el.checked !== value) el.click();
      return;
    }
    if (document.activeElement === el) el.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), "value").set;
    el.value = value === "" ? " " : "";
    native.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  };
  window.__preHydration = {
    replay() {
      root.removeAttribute("data-query-pending");
      for (const [el, value] of values) if (el.isConnected) setValue(el, value);
      values.clear();
      for (const button of presses.splice(0)) if (button.isConnected) button.click();
      for (const [form, { submitter, timer }] of forms) {
        clearTimeout(timer);
        form.removeAttribute("data-queued-submit");
        if (form.isConnected) form.requestSubmit(submitter && submitter.isConnected && submitter.form === form ? submitter : undefined);
      }
      forms.clear();
    },
  };
})();`;

/** The script's text, without indentation (it is inlined into every page). */
export const PRE_HYDRATION_SCRIPT = source
  .split("\n")
  .map((line) => line.trim())
  .join("\n");
