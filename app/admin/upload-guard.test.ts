// @vitest-environment jsdom
import { guardUploads, isAllowedUpload, showRefusal, UPLOAD_ACCEPT } from "./upload-guard.ts";

describe("isAllowedUpload", () => {
  it("takes the picture types, whatever the extension's case", () => {
    const pictures = [
      { name: "centre.jpg", type: "image/jpeg" },
      { name: "CENTRE.JPEG", type: "image/jpeg" },
      { name: "team.png", type: "image/png" },
      { name: "lab.webp", type: "image/webp" },
      { name: "lab.avif", type: "image/avif" },
      { name: "map.gif", type: "image/gif" },
    ];
    expect(pictures).toHaveLength(6);
    for (const file of pictures) expect(isAllowedUpload(file), file.name).toBe(true);
  });

  it("refuses pages, scripts, SVG and a name that does not say what the file is", () => {
    const others = [
      { name: "page.html", type: "text/html" },
      { name: "app.js", type: "text/javascript" },
      { name: "module.mjs", type: "text/javascript" },
      { name: "logo.svg", type: "image/svg+xml" },
      { name: "photo.png.html", type: "text/html" },
      { name: "photo.png", type: "text/html" },
      { name: "photo.jpg", type: "" },
      { name: "photo", type: "image/png" },
      { name: "folder", type: "" },
    ];
    expect(others).toHaveLength(9);
    for (const file of others) expect(isAllowedUpload(file), `${file.name} (${file.type})`).toBe(false);
  });
});

describe("guardUploads", () => {
  const reports: string[][] = [];
  let editorHandled: string[] = [];
  beforeAll(() => {
    guardUploads(window, (refused) => reports.push(refused));
  });
  beforeEach(() => {
    reports.length = 0;
    editorHandled = [];
    document.body.innerHTML = "";
  });

  /** A file picker as the editor has it, with the editor's own change handler. */
  function picker(): HTMLInputElement {
    const input = document.createElement("input");
    input.type = "file";
    input.addEventListener("change", () => editorHandled.push("change"));
    document.body.append(input);
    return input;
  }

  const file = (name: string, type: string) => new File(["x"], name, { type });
  const choose = (input: HTMLInputElement, files: File[]) => {
    Object.defineProperty(input, "files", { value: files, configurable: true });
    input.dispatchEvent(new Event("change", { bubbles: true }));
  };

  it("stops a chosen file of another type before the editor sees it, and names it", () => {
    const input = picker();
    choose(input, [file("photo.png", "image/png"), file("page.html", "text/html")]);
    expect(editorHandled).toEqual([]);
    expect(reports).toEqual([["page.html"]]);
  });

  it("lets pictures through to the editor", () => {
    choose(picker(), [file("photo.png", "image/png"), file("team.jpg", "image/jpeg")]);
    expect(editorHandled).toEqual(["change"]);
    expect(reports).toEqual([[]]);
  });

  it("stops a dropped or pasted file of another type", () => {
    const zone = document.createElement("div");
    zone.addEventListener("drop", () => editorHandled.push("drop"));
    zone.addEventListener("paste", () => editorHandled.push("paste"));
    document.body.append(zone);
    const drop = Object.assign(new Event("drop", { bubbles: true, cancelable: true }), {
      dataTransfer: { files: [file("logo.svg", "image/svg+xml")] },
    });
    zone.dispatchEvent(drop);
    const paste = Object.assign(new Event("paste", { bubbles: true, cancelable: true }), {
      clipboardData: { files: [file("x.js", "text/javascript")] },
    });
    zone.dispatchEvent(paste);
    expect(editorHandled).toEqual([]);
    expect(drop.defaultPrevented).toBe(true);
    expect(reports).toEqual([["logo.svg"], ["x.js"]]);
  });

  it("makes every file picker offer the picture types only, one added later too", async () => {
    const input = picker();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(input.accept).toBe(".jpg,.jpeg,.png,.webp,.avif,.gif");
    expect(UPLOAD_ACCEPT).toBe(".jpg,.jpeg,.png,.webp,.avif,.gif");
  });
});

describe("showRefusal", () => {
  it("says which files were not uploaded until Close, or until pictures are chosen", () => {
    showRefusal(document, ["page.html", "app.js"]);
    const alert = document.querySelector('[role="alert"]')!;
    expect(alert.textContent).toBe("Only pictures can be uploaded: JPG, PNG, WebP, AVIF or GIF. Not uploaded: page.html, app.js.Close");
    (alert.querySelector("button") as HTMLButtonElement).click();
    expect(document.querySelector('[role="alert"]')).toBeNull();
    showRefusal(document, ["page.html"]);
    showRefusal(document, []);
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });
});
