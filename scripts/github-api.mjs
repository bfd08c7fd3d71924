// A small GitHub REST client for the checks that ask GitHub about the repository
// (scripts/clinician-approval.mjs, scripts/ruleset-check.mjs): one API address, one token, every page of
// a list, and an error for every answer it was not told to expect, so a check never passes on an error.

const REQUEST_TIMEOUT_MS = 30_000;

/** A GitHub REST client bound to one API address and token; every answer but `allowed` throws. */
export function gitHubClient({ apiUrl, token, fetchImpl = globalThis.fetch }) {
  const origin = new URL(apiUrl).origin;
  const base = apiUrl.replace(/\/+$/, "");
  async function request(url, { allowed = [] } = {}) {
    // The token goes only to the API's own address, even when a Link header names another.
    if (new URL(url).origin !== origin) throw new Error(`GitHub's API pointed to ${url}, outside ${origin}.`);
    let response;
    try {
      response = await fetchImpl(url, {
        headers: {
          accept: "application/vnd.github+json",
          authorization: `Bearer ${token}`,
          "user-agent": "healthplus-site-checks",
          "x-github-api-version": "2022-11-28",
        },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new Error(`GitHub's API could not be reached at ${url}: ${error.message}`);
    }
    if (allowed.includes(response.status)) return { status: response.status, body: undefined, link: null };
    if (!response.ok) {
      const detail = (await response.text().catch(() => "")).slice(0, 300);
      throw new Error(`GitHub's API answered ${response.status} to GET ${url}${detail ? `: ${detail}` : ""}`);
    }
    return { status: response.status, body: await response.json(), link: response.headers.get("link") };
  }
  return {
    /** Every page of a list, following the Link header's rel="next". */
    async list(path) {
      const items = [];
      let url = `${base}${path}${path.includes("?") ? "&" : "?"}per_page=100`;
      while (url) {
        const { body, link } = await request(url);
        if (!Array.isArray(body)) throw new Error(`GitHub's API answered GET ${url} with something that is not a list.`);
        items.push(...body);
        url = /<([^>]+)>;\s*rel="next"/.exec(link ?? "")?.[1];
      }
      return items;
    },
    /** One object. */
    async get(path) {
      return (await request(`${base}${path}`)).body;
    },
    /** One object, or undefined when GitHub answers 404. */
    async getOrNone(path) {
      const { status, body } = await request(`${base}${path}`, { allowed: [404] });
      return status === 404 ? undefined : body;
    },
  };
}
