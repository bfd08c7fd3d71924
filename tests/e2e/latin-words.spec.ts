import { expect, test } from "@playwright/test";
import { englishWordsIn } from "./latin-words.ts";

// The rule of tests/e2e/latin-words.ts on small pages written out here (no browser, no build).
const page = (body: string, head = "<title>लिपिड प्रोफाइल – Health+ Diagnostics</title>") =>
  `<!doctype html><html lang="hi-IN"><head>${head}</head><body>${body}</body></html>`;

test("Hindi text with the brand, abbreviations, units and English names in brackets passes", () => {
  const html = page(`
    <h1>लिपिड प्रोफाइल (Lipid Profile)</h1>
    <p>CBC, HbA1c और TSH की जाँच; 10–12 घंटे खाली पेट। LDL 100 mg/dL से कम। एक्स-रे, ECG-आधारित।</p>
    <p>NT-proBNP, हार्ट फ़ेलियर की जाँच; मल का pH</p>
    <a href="/about" lang="en" hreflang="en">English</a>
    <img src="/a.svg" alt="डॉ. मीरा अय्यर, MD (Pathology)">
    <a href="mailto:care@lab.example">care@lab.example</a> <p>https://wa.me/919876543210</p>
    <script>const english = "not read";</script>`);
  expect(englishWordsIn(html)).toEqual([]);
});

test("an English word in text, an attribute, the title or a button is found, with where", () => {
  const html = page(
    `<h1>Book Now</h1><img src="/a.svg" alt="Blood sample"><button aria-label="Close menu"></button>
     <input type="search" placeholder="Search tests"><input type="submit" value="Send">`,
    '<title>Find a Test</title><meta name="description" content="Prices and report times">',
  );
  const found = englishWordsIn(html).map(({ word, where }) => `${where}:${word}`);
  expect(found).toEqual([
    "title:Find",
    "title:a",
    "title:Test",
    "description:Prices",
    "description:and",
    "description:report",
    "description:times",
    "text:Book",
    "text:Now",
    "alt:Blood",
    "alt:sample",
    "aria-label:Close",
    "aria-label:menu",
    "placeholder:Search",
    "placeholder:tests",
    "value:Send",
  ]);
});

test("text a browser without JavaScript shows (noscript) is read too", () => {
  expect(englishWordsIn(page("<noscript><p>Sending needs JavaScript</p></noscript>")).map((w) => w.word)).toEqual(["Sending", "needs"]);
});
