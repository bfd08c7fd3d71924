import { CLIENT_ID, CLIENT_SECRET, expect, test, TOKEN } from "./sign-in-rig.ts";

// Signing in from a page in the browser (./sign-in-rig.ts): the popup hands the token to the allowed
// editor only, never to a page on another origin or to another window than its opener.

test("signing in from the allowed editor hands it the token", async ({
  page,
  signIn: { workerOrigin, sitePort, exchanges, authorizations, issuedCodes },
}) => {
  await page.goto(`http://127.0.0.1:${sitePort}/`);
  const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name: "Sign in with GitHub" }).click()]);
  const violations: string[] = [];
  popup.on("console", (message) => {
    if (message.type() === "error") violations.push(message.text());
  });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { received: string[] }).received))
    .toEqual(["authorizing:github", `authorization:github:success:${JSON.stringify({ token: TOKEN, provider: "github" })}`]);
  expect(authorizations).toHaveLength(1);
  expect(exchanges).toHaveLength(1);
  expect(exchanges[0]).toMatchObject({
    accept: "application/json",
    verified: true,
    body: {
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      code: "code-" + String(issuedCodes.size),
      redirect_uri: `${workerOrigin}/callback`,
    },
  });
  await expect(popup.getByRole("status")).toHaveText(/Signed in/);
  const csp = (await popup.request.get(popup.url())).headers()["content-security-policy"];
  expect(csp).toMatch(/^default-src 'none'; script-src 'sha256-[\w+/]+={0,2}'; /);
  expect(violations).toEqual([]);
});

test("a page on an origin that is not allowed gets nothing, not even the handshake", async ({
  page,
  signIn: { sitePort, exchanges, authorizations },
}) => {
  await page.goto(`http://localhost:${sitePort}/`);
  const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name: "Sign in with GitHub" }).click()]);
  await expect(popup.getByRole("status")).toHaveText(/^Sign-in refused: the page that opened this window is not the content editor/);
  expect(authorizations).toHaveLength(0);
  expect(exchanges).toHaveLength(0);
  expect(await page.evaluate(() => (window as unknown as { received: string[] }).received)).toEqual([]);
});

test("a page on another origin that hides its Referer and names the allowed host gets nothing", async ({
  page,
  signIn: { sitePort, exchanges },
}) => {
  await page.goto(`http://localhost:${sitePort}/?site_id=127.0.0.1&referrer=none`);
  const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name: "Sign in with GitHub" }).click()]);
  // The worker bound the allowed origin of that host; the handshake is posted to that origin only.
  await expect(popup.getByRole("status")).toHaveText("Handing the sign-in to the editor…");
  expect(exchanges).toHaveLength(1);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { received: string[] }).received)).toEqual([]);
  await expect(popup.getByRole("status")).toHaveText("Handing the sign-in to the editor…");
});

test("a message from another window than the opener gets nothing", async ({ page, signIn: { sitePort } }) => {
  await page.goto(`http://127.0.0.1:${sitePort}/?answer=frame`);
  const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name: "Sign in with GitHub" }).click()]);
  const success = `authorization:github:success:${JSON.stringify({ token: TOKEN, provider: "github" })}`;
  // The frame answered first, then the opener: only the opener's answer is taken, once.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { received: string[] }).received))
    .toEqual(["authorizing:github", success]);
  await expect(popup.getByRole("status")).toHaveText(/Signed in/);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { received: string[] }).received)).toEqual(["authorizing:github", success]);
  const frame = page.frameLocator("#frame").locator(":root");
  expect(await frame.evaluate(() => (window as unknown as { received: string[] }).received)).toEqual([]);
});
