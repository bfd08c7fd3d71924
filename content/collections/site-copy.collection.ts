import { z } from "zod";
import { checkPlaceholders } from "#content/compiler/placeholders-check.ts";
import type { ContentProblem } from "#content/compiler/problems.ts";
import { placeholdersIn, type PlaceholderName } from "#content/placeholders.ts";
import { defineCollection } from "./collection.ts";
import { numberProblems, textsOf } from "./safety.collection.ts";

/**
 * The site's fixed words, in three files so each page loads only its own: the sections' headings of
 * several pages, the two one-field forms every page carries, and the contact and thank-you pages.
 */

const line = (title: string, description: string) => z.string().min(1).meta({ title, description });

/** The words above one section of a page. */
const section = (title: string, withIntro: boolean) => {
  const heading = {
    eyebrow: line("Small line", "a few words above the title, e.g. How it works"),
    title: line("Title", "the section's heading"),
  };
  return (withIntro ? z.object({ ...heading, intro: line("Introduction", "one sentence under the title") }) : z.object(heading))
    .strict()
    .meta({ title });
};

const page = <T extends Record<string, [string, boolean]>>(title: string, sections: T) =>
  z
    .object(
      Object.fromEntries(Object.entries(sections).map(([key, [label, intro]]) => [key, section(label, intro)])) as {
        [K in keyof T]: ReturnType<typeof section>;
      },
    )
    .strict()
    .meta({ title });

export const sectionHeadingsCollection = defineCollection({
  name: "section-headings",
  label: "Section headings",
  description:
    "The small line, title and introduction above the sections of the home, home-care, corporate, services, resources, about and gallery pages.",
  source: { file: "section-headings.json" },
  schema: z
    .object({
      home: page("Home page", {
        departments: ["Departments", true],
        popular: ["Common tests and packages", true],
        packages: ["Health packages", true],
        flagship: ["Flagship home services", true],
        commitments: ["Commitments", true],
        process: ["How it works", false],
      }),
      homeCare: page("Home care page", {
        packages: ["Home-care packages", true],
        whyChoose: ["Why choose us", false],
        process: ["How home care works", false],
        faq: ["Questions", false],
        homeServices: ["Home diagnostic services", true],
      }),
      corporate: page("Corporate page", { services: ["Services", false], packages: ["Packages", true], benefits: ["Benefits", false] }),
      servicesOverview: page("Services page", { departments: ["Departments", true], quality: ["Quality assurance", true] }),
      resources: page("Resources page", { downloads: ["Downloads", true], faq: ["Questions", false], support: ["Support", true] }),
      about: page("About page", {
        coreValues: ["Core values", false],
        departments: ["Service categories", true],
        accreditations: ["Accreditations", true],
        journey: ["Our journey", false],
      }),
      gallery: page("Gallery page", { highlights: ["Facility highlights", false] }),
    })
    .strict(),
  compile: (items) => items[0]!.data,
  check: (output, context): ContentProblem[] => checkPlaceholders(`content/${context.locale}/section-headings.json`, output, context, []),
});

const formWords = {
  label: line("Field label", "the label of the form's one field"),
  placeholder: line("Example in the field", "the grey example inside the empty field"),
  submit: line("Button", "the button's words"),
  submitting: line("Button while sending", "the button's words while the form is sent, e.g. Sending..."),
  subject: line("Subject of the message", "what the message to the care team is called"),
  failure: line("Message when sending fails", "one or two sentences saying what to do instead"),
};

export const formCopyCollection = defineCollection({
  name: "form-copy",
  label: "Call-back and newsletter forms",
  description: "The words of the header's call-back request (on every page) and of the blog's newsletter sign-up.",
  source: { file: "form-copy.json" },
  schema: z
    .object({
      callback: z
        .object({
          ...formWords,
          confirmation: line("Thank-you message", "shown after sending; {{phone}} is where the number typed goes"),
          chat: line("Chat link", "the words of the link to the chat"),
        })
        .strict()
        .meta({ title: "Call-back request" }),
      newsletter: z
        .object({
          ...formWords,
          note: line("Note under the field", "one short line"),
          invalid: line("Message for a wrong address", "what a valid email address looks like"),
          confirmation: line("Thank-you message", "shown after subscribing; {{email}} is where the address typed goes"),
        })
        .strict()
        .meta({ title: "Newsletter sign-up" }),
    })
    .strict(),
  compile: (items) => items[0]!.data,
  check: (output, context): ContentProblem[] => {
    const file = `content/${context.locale}/form-copy.json`;
    const problems: ContentProblem[] = [];
    for (const [form, placeholder] of [
      ["callback", "phone"],
      ["newsletter", "email"],
    ] as const) {
      const copy = output[form];
      for (const [field, text] of Object.entries(copy)) {
        const allowed = field === "confirmation" ? [placeholder] : [];
        problems.push(...checkPlaceholders(file, text, context, allowed, `${form}.${field}`));
      }
      if (!placeholdersIn(copy.confirmation).some(({ name }) => name === placeholder))
        problems.push({
          file,
          field: `${form}.confirmation`,
          problem: `does not say where the ${placeholder === "phone" ? "number" : "address"} typed goes`,
          allowed: `a sentence with {{${placeholder}}} in it`,
        });
    }
    return problems;
  },
});

/** What the contact texts may quote: the emergency number (./emergency.ts) and when home collection starts (../home-collection.ts). */
export const contactPlaceholderNames = [
  "emergency-number",
  "emergency-line",
  "collection-start",
] as const satisfies readonly PlaceholderName[];

const card = (title: string) =>
  z
    .object({ title: line("Title", "the card's heading"), note: line("Note", "one short line under it") })
    .strict()
    .meta({ title });
const field = (title: string) =>
  z
    .object({
      label: line("Label", "the field's label"),
      placeholder: line("Example in the field", "the grey example inside the empty field"),
    })
    .strict()
    .meta({ title });

export const contactCollection = defineCollection({
  name: "contact",
  label: "Contact and thank-you pages",
  description:
    "The contact form's labels and messages, the contact page's cards, and the page shown after a form is sent without JavaScript. Texts may say {{emergency-number}} or {{emergency-line}}.",
  source: { file: "contact.json" },
  schema: z
    .object({
      form: z
        .object({
          heading: line("Heading", "the form's heading"),
          intro: line("Introduction", "one sentence under the heading"),
          fields: z
            .object({
              name: field("Name field"),
              email: field("Email field"),
              phone: field("Phone field"),
              subject: z
                .object({ label: line("Label", "the field's label"), prompt: line("Prompt", "the choice shown before one is made") })
                .strict()
                .meta({ title: "Subject field" }),
              message: field("Message field"),
            })
            .strict()
            .meta({ title: "Fields" }),
          submit: line("Button", "the button's words"),
          submitting: line("Button while sending", "e.g. Sending..."),
          successTitle: line("Sent: title", "the heading shown once the message is sent"),
          successText: line("Sent: text", "one or two sentences"),
          requiredError: line("Message for missing fields", "one sentence"),
          unknownError: line("Message when sending fails", "one or two sentences saying what to do instead"),
        })
        .strict()
        .meta({ title: "Contact form" }),
      page: z
        .object({
          title: line("Page title", "the page's heading"),
          intro: z
            .string()
            .min(1)
            .meta({ title: "Introduction", description: "two or three sentences; end with {{emergency-line}}", widget: "text" }),
          cards: z
            .object({
              phone: card("Phone card"),
              email: card("Email card"),
              address: card("Address card"),
              hours: z
                .object({
                  title: line("Title", "the card's heading"),
                  note: line("Note", "one or two lines under it"),
                  centresPrefix: line("Before the centres' hours", "a word or two, e.g. Centres:"),
                  centresLink: line("Link to the centres", "the link's words"),
                })
                .strict()
                .meta({ title: "Opening hours card" }),
            })
            .strict()
            .meta({ title: "Cards" }),
          help: z
            .object({
              title: line("Title", "the block's heading"),
              text: line("Text", "two sentences; name the emergency number as {{emergency-number}}"),
              chat: line("Chat button", "the button's words"),
              call: line("Call button", "the button's words"),
              email: line("Email button", "the button's words"),
            })
            .strict()
            .meta({ title: "Immediate help block" }),
        })
        .strict()
        .meta({ title: "Contact page" }),
      thankYou: z
        .object({
          title: line("Page title", "the page's heading"),
          text: line("Text", "one or two sentences"),
          urgent: line("Urgent help", "one or two sentences; end with {{emergency-line}}"),
          home: line("Home link", "the link's words"),
          findTest: line("Find-a-test link", "the link's words"),
        })
        .strict()
        .meta({ title: "Thank-you page" }),
    })
    .strict(),
  compile: (items) => items[0]!.data,
  check: (output, context): ContentProblem[] => {
    const file = `content/${context.locale}/contact.json`;
    const number = context.get("emergency").number;
    return [
      ...checkPlaceholders(file, output, context, contactPlaceholderNames),
      ...numberProblems(file, textsOf(output), ["page.help.text", "thankYou.urgent"], number),
    ];
  },
});
