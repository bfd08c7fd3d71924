import { CLIENT_ID, CLIENT_SECRET, cookieOf, expect, HOSTILE, OTHER_ALLOWED, s256, test, TOKEN } from "./sign-in-rig.ts";

// The sign-in worker's answers to requests (./sign-in-rig.ts): /auth binds the opener's exact origin, a
// state and a PKCE challenge; /callback refuses a forged state, a wrong verifier and a token that does not
// expire, and never writes GitHub's words on a page.

test("/auth redirects to GitHub with the client id, the callback, a state and a PKCE challenge, kept in a secure cookie", async ({
  signIn: { workerOrigin, githubOrigin, sitePort },
}) => {
  const response = await fetch(`${workerOrigin}/auth?provider=github&site_id=127.0.0.1&scope=repo`, {
    redirect: "manual",
    headers: { Referer: `http://127.0.0.1:${sitePort}/` },
  });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get("location")!);
  expect(location.origin).toBe(githubOrigin);
  expect(location.pathname).toBe("/login/oauth/authorize");
  expect(location.searchParams.get("client_id")).toBe(CLIENT_ID);
  expect(location.searchParams.get("redirect_uri")).toBe(`${workerOrigin}/callback`);
  expect(location.searchParams.get("code_challenge_method")).toBe("S256");
  const state = location.searchParams.get("state")!;
  expect(state).toMatch(/^[\w-]{43}$/);
  const cookie = response.headers.get("set-cookie")!;
  expect(cookie).toMatch(/; Secure/);
  expect(cookie).toMatch(/; HttpOnly/);
  expect(cookie).toMatch(/; SameSite=Lax/);
  // The cookie binds the state, the verifier of the challenge sent and the opener's origin.
  const [cookieState, verifier, origin] = cookieOf(response).split(".");
  expect(cookieState).toBe(state);
  expect(verifier).toMatch(/^[\w-]{43}$/);
  expect(location.searchParams.get("code_challenge")).toBe(s256(verifier!));
  expect(Buffer.from(origin!, "base64url").toString()).toBe(`http://127.0.0.1:${sitePort}`);
  expect(response.headers.get("cache-control")).toBe("no-store");
});

test("/auth refuses a look-alike of an allowed origin before anything reaches GitHub", async ({
  signIn: { workerOrigin, sitePort, authorizations },
}) => {
  const lookAlikes = [
    "https://www.site.example.evil.com",
    "https://a.b.x.pages.dev",
    "http://www.site.example",
    `http://localhost:${sitePort}`,
  ];
  expect(lookAlikes).toHaveLength(4);
  for (const origin of lookAlikes) {
    for (const headers of [{ Referer: `${origin}/` }, {}] as Record<string, string>[]) {
      // Without a Referer, site_id is a host name only: the http variant's names the allowed https
      // origin's host, which binds that origin, so the http page's answer is not taken at the handshake.
      if (origin === "http://www.site.example" && !("Referer" in headers)) continue;
      const siteId = new URL(origin).hostname;
      const response = await fetch(`${workerOrigin}/auth?provider=github&site_id=${siteId}&scope=repo`, { redirect: "manual", headers });
      const label = `${origin} ${"Referer" in headers ? "as Referer" : "as site_id"}`;
      expect(response.status, label).toBe(403);
      expect(response.headers.get("location"), label).toBeNull();
      expect(response.headers.get("set-cookie"), label).toMatch(/^__Host-cms-auth-state=; Path=\/; Max-Age=0/);
      const page = await response.text();
      expect(page, label).toContain("Sign-in refused: the page that opened this window is not the content editor");
      expect(page, label).not.toContain(siteId);
    }
  }
  // The allowed origins themselves pass, by Referer and by site_id.
  for (const origin of OTHER_ALLOWED) {
    const byReferer = await fetch(`${workerOrigin}/auth?provider=github`, { redirect: "manual", headers: { Referer: `${origin}/` } });
    expect(byReferer.status, origin).toBe(302);
    const bySiteId = await fetch(`${workerOrigin}/auth?provider=github&site_id=${new URL(origin).hostname}`, { redirect: "manual" });
    expect(bySiteId.status, origin).toBe(302);
  }
  expect(authorizations).toEqual([]);
});

test("/callback refuses a state that is not the browser's, and exchanges nothing", async ({ signIn: { exchanges, signInUpTo } }) => {
  const { callbackUrl, cookie } = await signInUpTo("token");
  const wrong = await fetch(callbackUrl.replace(/state=[^&]+/, "state=forged"), { headers: { Cookie: `__Host-cms-auth-state=${cookie}` } });
  expect(wrong.status).toBe(400);
  const page = await wrong.text();
  expect(page).toContain("does not match");
  expect(page).toContain('"errorCode":"CSRF_DETECTED"');
  // Nothing is handed to any window: the sign-in's origin is bound to the state that did not match.
  expect(page).toContain('"origin":null');
  expect(page).not.toContain(CLIENT_SECRET);
  const missing = await fetch(callbackUrl);
  expect(missing.status).toBe(400);
  expect(await missing.text()).toContain("could not be checked");
  expect(exchanges).toEqual([]);
});

test("GitHub's words are never written on a page: a </script> in error_description is not reflected", async ({
  signIn: { workerOrigin, signInUpTo },
}) => {
  const cancelled = await fetch(
    `${workerOrigin}/callback?${new URLSearchParams({ error: "access_denied", error_description: HOSTILE, state: "s" })}`,
  );
  expect(cancelled.status).toBe(400);
  const cancelledPage = await cancelled.text();
  expect(cancelledPage).toContain("The sign-in was cancelled on GitHub.");
  const other = await fetch(`${workerOrigin}/callback?${new URLSearchParams({ error: HOSTILE, error_description: HOSTILE, state: "s" })}`);
  const otherPage = await other.text();
  expect(otherPage).toContain("GitHub refused the sign-in.");
  // A refused code: GitHub's answer carries the same text in its error_description.
  const { callbackUrl, cookie } = await signInUpTo("refused");
  const refused = await fetch(callbackUrl, { headers: { Cookie: `__Host-cms-auth-state=${cookie}` } });
  expect(refused.status).toBe(502);
  const refusedPage = await refused.text();
  expect(refusedPage).toContain("GitHub refused the sign-in: its code was wrong or had expired.");
  for (const page of [cancelledPage, otherPage, refusedPage]) {
    expect(page).not.toContain("pwned");
    expect(page).not.toContain(CLIENT_SECRET);
    // One closing tag per script of the page itself: the data block and the handshake.
    expect(page.match(/<\/script>/g)).toHaveLength(2);
  }
});

test("a token answer without expires_in is refused, and the token goes nowhere", async ({ signIn: { exchanges, signInUpTo } }) => {
  const { callbackUrl, cookie } = await signInUpTo("token-without-expiry");
  const response = await fetch(callbackUrl, { headers: { Cookie: `__Host-cms-auth-state=${cookie}` } });
  expect(response.status).toBe(502);
  const page = await response.text();
  expect(page).toContain("has no expiry time, so it was refused");
  expect(page).toContain('"errorCode":"MISCONFIGURED_CLIENT"');
  expect(page).not.toContain(TOKEN);
  expect(exchanges).toHaveLength(1);
  expect(exchanges[0]!.verified).toBe(true);
});

test("PKCE: the code is exchanged with the verifier of the challenge sent, and a wrong verifier gets no token", async ({
  signIn: { exchanges, signInUpTo },
}) => {
  const { callbackUrl, cookie } = await signInUpTo("token");
  const [state, verifier, origin] = cookie.split(".");
  const otherVerifier = `${verifier!.slice(0, -1)}${verifier!.endsWith("A") ? "B" : "A"}`;
  const tampered = await fetch(callbackUrl, { headers: { Cookie: `__Host-cms-auth-state=${[state, otherVerifier, origin].join(".")}` } });
  expect(tampered.status).toBe(502);
  expect(await tampered.text()).not.toContain(TOKEN);
  const again = await signInUpTo("token");
  const signedIn = await fetch(again.callbackUrl, { headers: { Cookie: `__Host-cms-auth-state=${again.cookie}` } });
  expect(signedIn.status).toBe(200);
  expect(await signedIn.text()).toContain(TOKEN);
  expect(exchanges.map(({ body, verified }) => [body.code_verifier, verified])).toEqual([
    [otherVerifier, false],
    [again.cookie.split(".")[1], true],
  ]);
});
