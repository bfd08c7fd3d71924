import { expect, test, type Page } from "@playwright/test";

// The three forms with JavaScript off (decision 008): each posts a standard urlencoded body to the form
// relay, which answers with a redirect to the pre-rendered /thank-you page; no navigation or request
// URL ever carries a field value. The relay is intercepted (nothing leaves the machine).
const RELAY = "https://formrelay.example/f/test-form";

test.use({ javaScriptEnabled: false });

const forms = [
  {
    name: "contact",
    path: "/contact-us",
    values: ["Asha Verma", "asha@example.com", "HbA1c"],
    async fill(page: Page) {
      await page.getByLabel(/Full name/).fill("Asha Verma");
      await page.getByLabel(/Email address/).fill("asha@example.com");
      await page.getByLabel(/Subject/).selectOption({ index: 1 });
      await page.getByLabel(/^Message/).fill("My HbA1c was 9.1");
      await page.getByRole("button", { name: "Send message" }).click();
    },
    expected: { name: "Asha Verma", email: "asha@example.com", message: "My HbA1c was 9.1" },
  },
  {
    name: "newsletter",
    path: "/blog",
    values: ["reader@example.com", "reader%40example"],
    async fill(page: Page) {
      await page.getByLabel("Email address", { exact: true }).fill("reader@example.com");
      await page.getByRole("button", { name: "Subscribe" }).click();
    },
    expected: { email: "reader@example.com", _subject: "Newsletter subscription" },
  },
  {
    name: "call-back",
    path: "/about",
    values: ["98765", "43210"],
    async fill(page: Page) {
      await page.getByLabel("Phone number for a call back").fill("98765 43210");
      await page.getByRole("button", { name: "Get Call Back" }).click();
    },
    expected: { phone: "98765 43210", _subject: "Call-back request" },
  },
];

for (const form of forms) {
  test(`${form.name} form: posts to the relay and lands on /thank-you, no field in any URL`, async ({ page, baseURL }) => {
    const urls: string[] = [];
    page.on("request", (request) => urls.push(request.url()));
    page.on("framenavigated", (frame) => urls.push(frame.url()));
    const posts: { method: string; type: string; body: URLSearchParams }[] = [];
    await page.route(RELAY, async (route) => {
      const request = route.request();
      const body = new URLSearchParams(request.postData() ?? "");
      posts.push({ method: request.method(), type: (await request.allHeaders())["content-type"] ?? "", body });
      // A relay redirects to the form's `_next`; here, to the same page on the test server.
      expect(body.get("_next")).toMatch(/^https?:\/\/[^/]+\/thank-you$/);
      await route.fulfill({ status: 303, headers: { Location: `${baseURL}/thank-you` } });
    });
    await page.goto(form.path);
    await form.fill(page);
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole("heading", { level: 1, name: "Thank You" })).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.method).toBe("POST");
    expect(posts[0]!.type).toContain("application/x-www-form-urlencoded");
    for (const [key, value] of Object.entries(form.expected)) expect(posts[0]!.body.get(key)).toBe(value);
    // The spam trap's hidden field goes to the relay too, empty (docs/mail-and-relay.md: the relay drops a filled one).
    expect(posts[0]!.body.getAll("website")).toEqual([""]);
    expect(urls.length).toBeGreaterThan(1);
    expect(form.values.length).toBeGreaterThan(0);
    for (const url of urls) for (const value of form.values) expect(url).not.toContain(value);
  });
}
