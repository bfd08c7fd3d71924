// @vitest-environment jsdom
import { guardUploads, isAllowedUpload, showRefusal, UPLOAD_ACCEPT, uploadKindAt } from "./upload-guard.ts";

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

describe("the price list: a CSV on its own pages only", () => {
  it("knows the price list's pages by the editor's route", () => {
    const routes: [string, string][] = [
      ["#/collections/price-lists", "price-list"],
      ["#/collections/price-lists/new", "price-list"],
      ["#/collections/price-lists/entries/april-2027", "price-list"],
      ["#/collections/price-lists-old/new", "picture"],
      ["#/collections/centres/new", "picture"],
      ["#/assets", "picture"],
      ["", "picture"],
    ];
    expect(routes).toHaveLength(7);
    for (const [hash, kind] of routes) expect(uploadKindAt(hash), hash).toBe(kind);
  });

  it("takes a .csv there, with any type a browser gives it, and nothing else", () => {
    const lists = [
      { name: "april.csv", type: "text/csv" },
      { name: "April prices.CSV", type: "application/vnd.ms-excel" },
      { name: "april.csv", type: "text/plain" },
      { name: "april.csv", type: "" },
    ];
    expect(lists).toHaveLength(4);
    for (const file of lists) expect(isAllowedUpload(file, "price-list"), `${file.name} (${file.type})`).toBe(true);
    const others = [
      { name: "photo.png", type: "image/png" },
      { name: "april.xlsx", type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
      { name: "april.csv.html", type: "text/html" },
      { name: "april.csv", type: "text/html" },
      { name: "april", type: "text/csv" },
    ];
    expect(others).toHaveLength(5);
    for (const file of others) expect(isAllowedUpload(file, "price-list"), `${file.name} (${file.type})`).toBe(false);
  });

  it("refuses a .csv everywhere else", () => {
    expect(isAllowedUpload({ name: "april.csv", type: "text/csv" })).toBe(false);
    expect(isAllowedUpload({ name: "april.csv", type: "text/csv" }, "picture")).toBe(false);
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

  it("on the price list's pages lets a CSV through, stops a picture, and offers CSV only; pictures only again elsewhere", async () => {
    window.location.hash = "#/collections/price-lists/new";
    const input = picker();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(input.accept).toBe(".csv");
    choose(input, [file("april.csv", "text/csv")]);
    choose(input, [file("photo.png", "image/png")]);
    expect(editorHandled).toEqual(["change"]);
    expect(reports).toEqual([[], ["photo.png"]]);

    window.location.hash = "#/collections/centres/new";
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(input.accept).toBe(UPLOAD_ACCEPT);
    choose(input, [file("april.csv", "text/csv")]);
    expect(editorHandled).toEqual(["change"]);
    expect(reports).toEqual([[], ["photo.png"], ["april.csv"]]);
    window.location.hash = "";
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

  it("on the price list's pages says that a CSV is what it takes", () => {
    window.location.hash = "#/collections/price-lists/new";
    showRefusal(document, ["photo.png"]);
    expect(document.querySelector('[role="alert"] p')?.textContent).toBe(
      "Only a price list saved from the spreadsheet as CSV UTF-8 (.csv) can be uploaded here. Not uploaded: photo.png.",
    );
    showRefusal(document, []);
    window.location.hash = "";
  });
});
