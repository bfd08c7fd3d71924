import { expect, test } from "@playwright/test";
import { checkStaticA11y, STATIC_A11Y_RULES, type StaticA11yRule } from "./static-a11y.ts";

// The static accessibility checker (tests/e2e/static-a11y.ts) against small pages written out here:
// a page that keeps every rule passes, and each rule fails on a page that breaks it, and only that
// rule. No browser and no build: these run in a moment (Vitest does not collect tests/e2e/).

/** A page that keeps every rule, with each way of naming a control and a link the checker accepts. */
const GOOD_BODY = `
  <header><a href="/"><img src="/logo.png" alt="Health+ home"></a>
    <button type="button" aria-label="Open menu"><svg aria-hidden="true"><use href="/sprite.svg#Menu"></use></svg></button></header>
  <main>
    <h1>A good page</h1>
    <img src="/chart.png" alt="Tests done each year"><img src="/line.svg" alt="">
    <form>
      <label for="q">Search</label><input id="q" type="search">
      <label>Name <input type="text" name="name"></label>
      <input type="email" aria-label="Email address">
      <span id="phone-label">Phone</span><input type="tel" aria-labelledby="phone-label">
      <select id="subject" aria-label="Subject"><option value="">Choose</option></select>
      <label for="message">Message</label><textarea id="message"></textarea>
      <input type="hidden" name="_next" value="/thank-you">
      <input type="submit" value="Send">
      <button type="submit">Send <svg aria-hidden="true"></svg></button>
    </form>
    <a href="/about">About us</a>
    <a href="/close"><svg><title>Close</title></svg></a>
    <a href="/x" aria-label="Share on chat"><svg aria-hidden="true"></svg></a>
    <a>a placeholder anchor is not a link</a>
    <div role="button" tabindex="0">Expand</div>
    <div tabindex="-1">Scroll target</div>
    <template><h1>inert</h1><img src="x"></template>
  </main>`;

const page = (body: string, { lang = ' lang="en"', title = "<title>Good page</title>" } = {}) =>
  `<!doctype html><html${lang}><head><meta charset="utf-8">${title}</head><body>${body}</body></html>`;

const GOOD = page(GOOD_BODY);
const withBody = (from: string, to: string) => {
  if (!GOOD_BODY.includes(from)) throw new Error(`fixture: "${from}" is not in the good page`);
  return page(GOOD_BODY.replace(from, to));
};

const BAD: { rule: StaticA11yRule; why: string; html: string }[] = [
  { rule: "html-lang", why: "no lang", html: page(GOOD_BODY, { lang: "" }) },
  { rule: "html-lang", why: "an empty lang", html: page(GOOD_BODY, { lang: ' lang=""' }) },
  { rule: "title", why: "no <title>", html: page(GOOD_BODY, { title: "" }) },
  { rule: "title", why: "a blank <title>", html: page(GOOD_BODY, { title: "<title>  </title>" }) },
  { rule: "title", why: "two <title>s", html: page(GOOD_BODY, { title: "<title>A</title><title>B</title>" }) },
  { rule: "one-h1", why: "no <h1>", html: withBody("<h1>A good page</h1>", "<h2>A good page</h2>") },
  { rule: "one-h1", why: "two <h1>s", html: withBody("<h1>A good page</h1>", "<h1>A good page</h1><h1>Another</h1>") },
  { rule: "img-alt", why: "an <img> without alt", html: withBody('alt="Tests done each year"', "") },
  {
    rule: "img-alt",
    why: "an <img> without alt in <noscript> (read as with JavaScript off)",
    html: withBody("<h1>A good page</h1>", '<h1>A good page</h1><noscript><img src="/x.png"></noscript>'),
  },
  { rule: "control-name", why: "an input with no label", html: withBody('<label for="q">Search</label>', "") },
  { rule: "control-name", why: "a label[for] naming another id", html: withBody('<label for="q">', '<label for="query">') },
  { rule: "control-name", why: "an empty wrapping label", html: withBody("<label>Name <input", "<label><input") },
  { rule: "control-name", why: "a blank aria-label", html: withBody('aria-label="Email address"', 'aria-label=" "') },
  {
    rule: "control-name",
    why: "aria-labelledby naming a missing id",
    html: withBody('aria-labelledby="phone-label"', 'aria-labelledby="nowhere"'),
  },
  { rule: "control-name", why: "a select with no name", html: withBody('aria-label="Subject"', "") },
  { rule: "control-name", why: "a textarea with no name", html: withBody('<label for="message">Message</label>', "") },
  {
    rule: "control-name",
    why: "an input button with no value",
    html: withBody('<input type="submit" value="Send">', '<input type="button">'),
  },
  {
    rule: "control-name",
    why: "a submit input with an empty value",
    html: withBody('<input type="submit" value="Send">', '<input type="submit" value="">'),
  },
  { rule: "unique-ids", why: "an id used twice", html: withBody('<div tabindex="-1">', '<div id="q" tabindex="-1">') },
  {
    rule: "link-button-name",
    why: "a link with only a hidden icon",
    html: withBody('<a href="/about">About us</a>', '<a href="/about"><svg aria-hidden="true"></svg></a>'),
  },
  { rule: "link-button-name", why: "a link whose image has an empty alt", html: withBody('alt="Health+ home"', 'alt=""') },
  {
    rule: "link-button-name",
    why: "a link with text hidden from readers",
    html: withBody('<a href="/about">About us</a>', '<a href="/about"><span aria-hidden="true">About us</span></a>'),
  },
  { rule: "link-button-name", why: "an icon button without aria-label", html: withBody(' aria-label="Open menu"', "") },
  {
    rule: "link-button-name",
    why: "an empty role=button",
    html: withBody('<div role="button" tabindex="0">Expand</div>', '<div role="button" tabindex="0"></div>'),
  },
  { rule: "no-positive-tabindex", why: "tabindex=1", html: withBody('<div tabindex="-1">', '<div tabindex="1">') },
];

test("a page that keeps every rule passes", () => {
  expect(checkStaticA11y(GOOD)).toEqual([]);
});

test("every rule has a bad page", () => {
  expect(new Set(BAD.map((bad) => bad.rule))).toEqual(new Set(Object.keys(STATIC_A11Y_RULES)));
});

for (const { rule, why, html } of BAD) {
  test(`${rule} fails on ${why}, and no other rule does`, () => {
    const problems = checkStaticA11y(html);
    expect(
      problems.map((problem) => problem.rule),
      JSON.stringify(problems),
    ).toEqual([rule]);
    expect(problems[0]!.detail).not.toBe("");
  });
}
