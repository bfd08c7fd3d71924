/**
 * What makes a form safe and deliverable before or without JavaScript (decision 008): it posts (never
 * a GET that would put the fields in the URL) to the form relay as a standard urlencoded submission,
 * with `_next` naming the pre-rendered /thank-you page the relay redirects to, and `_subject` for the
 * relay's email. With JavaScript the shared submit flow (use-submit-flow.ts) delivers instead. Every
 * such form also carries the honeypot field (#app/domain/spam-guard), posted to the relay with the rest.
 */
import { siteConfig, telHref } from "#app/config/site.ts";
import { localHref } from "#app/domain/local-href.ts";
import { HONEYPOT_FIELD } from "#app/domain/spam-guard.ts";
import { absoluteUrl } from "#app/domain/urls.ts";
import { forms } from "#words/forms.ts";

// Only https: the build refuses any other relay address (domain/build-checks.ts).
const relayUrl = /^https:\/\//.test(siteConfig.formRelayUrl) ? siteConfig.formRelayUrl : "";

/** `method` and `action` of every form that sends a message. */
export const relayFormAttributes = { method: "post", action: relayUrl || undefined } as const;

/**
 * The honeypot: a text field a bot fills and a person never meets. Clipped to nothing where it stands
 * (not `display: none`, which bots skip, nor moved off the page, which widens the header's form row),
 * hidden from screen readers (`aria-hidden`) and out of the tab order, never filled by
 * the browser (`autocomplete="off"`); its label tells anyone who still reaches it to leave it empty.
 */
function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute h-px w-px overflow-hidden whitespace-nowrap [clip-path:inset(50%)]">
      <label>
        {forms.honeypot}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** Hidden fields for the relay, plus a plain note when there is no relay to post to without JavaScript. */
export function RelayFields({ subject, extra = {} }: { subject: string; extra?: Record<string, string> }) {
  return (
    <>
      <input type="hidden" name="_next" value={absoluteUrl(siteConfig.siteUrl, localHref("/thank-you"))} />
      <input type="hidden" name="_subject" value={subject} />
      <Honeypot />
      {Object.entries(extra).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {!relayUrl && (
        <noscript>
          <p className="text-sm text-ink-700">
            {forms.noScript.before}{" "}
            <a className="font-semibold text-brand-700 underline" href={telHref(siteConfig.supportPhone)}>
              {siteConfig.supportPhone}
            </a>
            {forms.noScript.chat}{" "}
            <a className="font-semibold text-brand-700 underline" href={siteConfig.chatLink}>
              {siteConfig.chatLink}
            </a>{" "}
            {forms.noScript.write}{" "}
            <a className="font-semibold text-brand-700 underline" href={`mailto:${siteConfig.generalEmail}`}>
              {siteConfig.generalEmail}
            </a>
            {forms.noScript.end}
          </p>
        </noscript>
      )}
    </>
  );
}
