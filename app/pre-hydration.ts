// The window between the first paint and hydration (decisions 008 and 021). Every page carries this small
// classic script at the top of <head> (app/page-shell.astro), so it runs before anything can be clicked.
// A page's interactive parts are React islands (<astro-island>, app/islands/); each hydrates on its own.
// Until an island's React root exists (Astro removes the island's `ssr` attribute as it creates the
// root; from then on React sees, and itself replays, every event), the script:
// - records what the user does to the island's controls: which inputs, selects and textareas were
//   typed into or picked, and each press of a toggle button (`aria-pressed`, e.g. the filter chips);
// - opens or closes at once what a disclosure button (`aria-expanded` + `aria-controls`: the menu, the
//   find-test filters) controls: it flips `aria-expanded` (a panel may be shown by CSS from it) and the
//   panel's `hidden` attribute, so a tap shows its effect before the island has hydrated;
// - holds back a form submit (the browser would otherwise post the form before the island's own submit
//   flow exists) and marks the form `data-queued-submit` (the stylesheet shows a "will be sent" note);
// - gives the language switch (`data-keep-query`) the page's query as it is used, before and after hydration;
// - on a URL with a query string, marks <html data-query-pending>, so content that depends on the
//   query (marked `data-query-dependent` by the page) is hidden instead of painting the wrong state;
// - marks <html data-my-package> "list" when this browser holds a My Package list (localStorage
//   `my-package`, app/components/ui/my-package-store.ts, or a prescription's lines kept as written,
//   `my-package-notes`) or the URL carries one (`?items=`), "empty"
//   otherwise, so /my-package shows the right placeholder until its list island shows the list (app.css).
// When an island has hydrated, its root (app/islands/island.tsx) calls `__islands.ready(id)` from a
// layout effect, before anything can re-render it: the value each recorded control shows at that moment
// is taken (every key typed so far, none lost to a re-render of the island's own state after it) and,
// once React has finished the commit (a microtask: inside it, or inside the event that made React
// hydrate the island at once, a new event would not reach React), goes through the control's own change
// event, so React's onChange sees it and the URL follows; the recorded presses are repeated in order;
// and each held-back form is submitted exactly once with requestSubmit() a task later, once the values
// it needs have rendered, which runs the island's submit flow.
// The submit waits a task: React puts a controlled field back to the value of its state after each
// event and renders the replayed values only once the layout effect is over, so a submit from inside
// it would read (and the browser would validate) the fields as they were before the replay.
// When every island of the page is ready, the page is marked <html data-hydrated> (and the "hydrated"
// performance mark the bench reads) and the query-dependent content shows. An island that hydrates
// only at some widths (`client:media`: the header's call-back form from 1024 px) counts only where it
// hydrates.
// Beyond hydration, for as long as the page is open: on a page whose <html> carries the words
// `data-msg-fill`, `-choose`, `-email`, `-invalid` (the Hindi pages: app/components/forms/field-messages.ts),
// a form field that a submit finds empty or wrong shows them in the browser's own bubble instead of the
// browser's words. The text is set on the field's `invalid` event and cleared as the field is edited or
// a submit button pressed, so a corrected field is valid again. With JavaScript off the browser's own
// words show.
// If an island never hydrates (scripts blocked or failed), a held-back form is posted natively after
// QUEUE_FALLBACK_MS (every form has method="post" and a real action), and the query-dependent content
// is shown again, so nothing waits for ever.
// Typed here, inlined as plain JavaScript: scripts/pre-hydration.mjs strips the types and comments with
// TypeScript's transpiler (JSDoc types would have been inlined into every page with the code) and hashes
// the result for the pages' policy. A classic script, not a module: nothing is imported or exported, and
// the IIFE keeps every name out of the page's global scope. `window.__islands` is typed where the
// islands call it (app/islands/island.tsx).
(() => {
  type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
  /** A submit held back until the form's island runs its own submit flow. */
  interface HeldSubmit {
    submitter: HTMLButtonElement | HTMLInputElement | null;
    /** Posts the form natively if the island never hydrates. */
    timer: ReturnType<typeof setTimeout>;
  }
  const QUEUE_FALLBACK_MS = 12000;
  const root = document.documentElement;
  const pending = (el: EventTarget | null) => el instanceof Element && el.closest("astro-island[ssr]");
  const touched = new Set<FormControl>();
  const presses: HTMLButtonElement[] = [];
  const forms = new Map<HTMLFormElement, HeldSubmit>();
  const isControl = (el: EventTarget | null): el is FormControl =>
    el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;
  const record = (event: Event) => {
    const el = event.target;
    if (isControl(el) && pending(el)) touched.add(el);
  };
  document.addEventListener("input", record, true);
  document.addEventListener("change", record, true);
  const words = (kind: "fill" | "choose" | "email" | "invalid") => root.getAttribute("data-msg-" + kind);
  document.addEventListener(
    "invalid",
    (event) => {
      const el = event.target;
      if (!isControl(el) || !words("fill")) return;
      el.setCustomValidity("");
      const v = el.validity;
      const message = v.valid
        ? null
        : v.valueMissing
          ? words(el instanceof HTMLSelectElement ? "choose" : "fill")
          : v.typeMismatch && el.type === "email"
            ? words("email")
            : words("invalid");
      if (message) el.setCustomValidity(message);
    },
    true,
  );
  const clearMessage = (el: EventTarget | null) => {
    if (isControl(el) && el.validity.customError && words("fill")) el.setCustomValidity("");
  };
  for (const type of ["input", "change"]) document.addEventListener(type, (event) => clearMessage(event.target), true);
  document.addEventListener(
    "click",
    (event) => {
      const button =
        event.target instanceof Element && event.target.closest<HTMLButtonElement | HTMLInputElement>("button, input[type=submit]");
      if (button && button.type === "submit" && button.form) for (const el of button.form.elements) clearMessage(el);
    },
    true,
  );
  const opened = new Set<HTMLElement>();
  const showAtOnce = (button: HTMLButtonElement) => {
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
  // The language switch (data-keep-query) leads to the same page with the same query: the find-test
  // search, filters and page. Set as the pointer or focus reaches it, so the link shown is the one followed.
  const keepQuery = (event: Event) => {
    const link = event.target instanceof Element && event.target.closest<HTMLAnchorElement>("a[data-keep-query]");
    if (link) link.search = location.search;
  };
  for (const type of ["pointerover", "focusin", "click", "auxclick", "contextmenu"]) document.addEventListener(type, keepQuery, true);
  document.addEventListener(
    "click",
    (event) => {
      const button =
        event.target instanceof Element && event.target.closest<HTMLButtonElement>("button[aria-pressed], button[aria-expanded]");
      if (!button || !pending(button)) return;
      presses.push(button);
      if (button.hasAttribute("aria-expanded")) showAtOnce(button);
    },
    true,
  );
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !pending(form)) return;
      if (form.method === "get" && form.hasAttribute("action")) return;
      event.preventDefault();
      if (forms.has(form)) return;
      form.setAttribute("data-queued-submit", "");
      // A form is submitted by one of its buttons or inputs (or by none: Enter in a field).
      forms.set(form, {
        submitter: event.submitter as HeldSubmit["submitter"],
        timer: setTimeout(() => {
          if (!forms.delete(form)) return;
          form.removeAttribute("data-queued-submit");
          if (form.method === "post") form.submit();
        }, QUEUE_FALLBACK_MS),
      });
    },
    true,
  );
  if (location.search.length > 1) {
    root.setAttribute("data-query-pending", "");
    setTimeout(() => root.removeAttribute("data-query-pending"), QUEUE_FALLBACK_MS);
  }
  let listed = /[?&]items=[^&]/.test(location.search);
  try {
    // No saved list parses as null (JSON.parse(null) reads "null").
    const saved = JSON.parse(localStorage.getItem("my-package") as string);
    const items = Array.isArray(saved) ? saved : saved && saved.items;
    // A prescription's lines kept as written are a list too (app/domain/my-package-notes.ts).
    const notes = JSON.parse(localStorage.getItem("my-package-notes") as string);
    listed = listed || (Array.isArray(items) && items.length > 0) || (notes && Array.isArray(notes.lines) && notes.lines.length > 0);
  } catch {
    // No storage, or not a list: nothing is held.
  }
  root.setAttribute("data-my-package", listed ? "list" : "empty");
  // A checkbox or radio button is always an <input>.
  const valueOf = (el: FormControl) => (el.type === "checkbox" || el.type === "radio" ? (el as HTMLInputElement).checked : el.value);
  const resend = (el: FormControl, value: string | boolean) => {
    if (typeof value === "boolean") {
      (el as HTMLInputElement).checked = !value;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "checked")!.set!.call(el, value);
      el.dispatchEvent(new Event("click", { bubbles: true }));
      return;
    }
    if (document.activeElement === el) el.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    el.value = value === "" ? " " : "";
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), "value")!.set!.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  };
  const inside = <Item extends Node>(island: Element, items: Item[]) => items.filter((el) => island.contains(el));
  const done = new Set<Element>();
  const hydrates = (island: Element) => {
    if (island.getAttribute("client") !== "media") return true;
    try {
      return matchMedia(JSON.parse(island.getAttribute("opts") as string).value).matches;
    } catch {
      return true;
    }
  };
  const allReady = () => [...document.querySelectorAll("astro-island")].filter(hydrates).every((island) => done.has(island));
  const finish = () => {
    root.removeAttribute("data-query-pending");
    root.setAttribute("data-hydrated", "");
    performance.mark("hydrated");
  };
  window.__islands = {
    ready(id: string) {
      const prefix = String(id).match(/^_(.+?)R_/);
      const island = prefix && document.querySelector('astro-island[prefix="' + prefix[1] + '"]');
      if (!island || done.has(island)) return;
      done.add(island);
      const values = inside(island, [...touched]).map((el) => {
        touched.delete(el);
        return [el, valueOf(el)] as const;
      });
      const pressed = inside(island, presses);
      for (const button of pressed) presses.splice(presses.indexOf(button), 1);
      queueMicrotask(() => {
        for (const [el, value] of values) if (el.isConnected) resend(el, value);
        for (const button of pressed) if (button.isConnected) button.click();
      });
      const held = inside(island, [...forms.keys()]).map((form) => {
        const { submitter, timer } = forms.get(form)!;
        forms.delete(form);
        clearTimeout(timer);
        return { form, submitter };
      });
      setTimeout(() => {
        for (const { form, submitter } of held) {
          form.removeAttribute("data-queued-submit");
          if (form.isConnected) form.requestSubmit(submitter && submitter.isConnected && submitter.form === form ? submitter : undefined);
        }
      }, 0);
      if (allReady()) setTimeout(finish, 0);
    },
  };
  document.addEventListener("DOMContentLoaded", () => {
    if (allReady()) finish();
  });
})();
