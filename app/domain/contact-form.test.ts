import { describe, expect, it } from "vitest";
import {
  checkContact,
  submitFlowReducer,
  emptyContactValues,
  looksLikeEmail,
  missingRequired,
  subjectFromQuery,
  subjectLabel,
  submitErrorMessage,
  type SubmitState,
} from "./contact-form.ts";

const subjects = [
  { value: "test-booking", label: "Test Booking" },
  { value: "reports", label: "Reports & Results" },
];

const filled = {
  name: "  Meera Nair ",
  email: " meera@example.com ",
  phone: " ",
  subject: "reports",
  message: " Where is my report? ",
};

describe("required fields", () => {
  it("requires name, email, subject and message; phone is optional", () => {
    expect(missingRequired(emptyContactValues)).toEqual(["name", "email", "subject", "message"]);
    expect(missingRequired(filled)).toEqual([]);
  });

  it("treats whitespace-only values as empty", () => {
    expect(missingRequired({ ...filled, name: "   ", message: "\n\t " })).toEqual(["name", "message"]);
    expect(checkContact({ ...filled, email: "  " }, subjects)).toEqual({ ok: false, reason: "required", fields: ["email"] });
  });

  it("treats invisible-only values (zero-width, direction marks, BOM, Unicode spaces) as empty", () => {
    const invisible = "\u200B\u200C\u200D\u2060\uFEFF\u202E\u2066\u00A0\u3000";
    expect(missingRequired({ ...filled, name: invisible, message: "\u200B \u200B" })).toEqual(["name", "message"]);
    // Visible text with such characters around it is kept as typed.
    expect(missingRequired({ ...filled, name: "\u202Eरवि\u200B" })).toEqual([]);
    expect(checkContact({ ...filled, name: "\u200B" }, subjects)).toEqual({ ok: false, reason: "required", fields: ["name"] });
  });

  it("returns trimmed values when complete", () => {
    expect(checkContact(filled, subjects)).toEqual({
      ok: true,
      values: { name: "Meera Nair", email: "meera@example.com", phone: "", subject: "reports", message: "Where is my report?" },
    });
  });

  it("refuses a subject that is not an option", () => {
    expect(checkContact({ ...filled, subject: "lottery" }, subjects)).toEqual({ ok: false, reason: "subject" });
  });

  it("has a light email check", () => {
    expect(looksLikeEmail("a@b.in")).toBe(true);
    expect(looksLikeEmail("a@b")).toBe(false);
    expect(looksLikeEmail("a b@c.in")).toBe(false);
  });
});

describe("?subject= pre-selection", () => {
  it("pre-selects a known value and ignores anything else", () => {
    expect(subjectFromQuery("reports", subjects)).toBe("reports");
    expect(subjectFromQuery("Reports", subjects)).toBe("");
    expect(subjectFromQuery("<img src=x>", subjects)).toBe("");
    expect(subjectFromQuery(null, subjects)).toBe("");
    expect(subjectFromQuery(undefined, subjects)).toBe("");
  });

  it("maps a value to its label", () => {
    expect(subjectLabel("reports", subjects)).toBe("Reports & Results");
    expect(subjectLabel("Call-back request", subjects)).toBe("Call-back request");
  });
});

describe("submit error message", () => {
  const fallback = "Failed to send message. Please try again or contact us directly.";
  it("shows the error's own message, else the generic one", () => {
    expect(submitErrorMessage(new Error("Mail program unavailable"), fallback)).toBe("Mail program unavailable");
    expect(submitErrorMessage(new Error(""), fallback)).toBe(fallback);
    expect(submitErrorMessage("x", fallback)).toBe(fallback);
    expect(submitErrorMessage({ status: 0 }, fallback)).toBe(fallback);
    expect(submitErrorMessage(undefined, fallback)).toBe(fallback);
  });
});

describe("form states", () => {
  const idle: SubmitState = { status: "idle" };
  it("idle → submitting → success → idle after the panel", () => {
    const submitting = submitFlowReducer(idle, { type: "submit" });
    expect(submitting).toEqual({ status: "submitting" });
    const success = submitFlowReducer(submitting, { type: "sent" });
    expect(success).toEqual({ status: "success" });
    expect(submitFlowReducer(success, { type: "reset" })).toEqual(idle);
  });

  it("submitting → error keeps the message; a new submit clears it", () => {
    const error = submitFlowReducer({ status: "submitting" }, { type: "failed", message: "Nope" });
    expect(error).toEqual({ status: "error", message: "Nope" });
    expect(submitFlowReducer(error, { type: "submit" })).toEqual({ status: "submitting" });
  });

  it("a submit while submitting or during the success panel does nothing", () => {
    const submitting: SubmitState = { status: "submitting" };
    expect(submitFlowReducer(submitting, { type: "submit" })).toBe(submitting);
    const success: SubmitState = { status: "success" };
    expect(submitFlowReducer(success, { type: "submit" })).toBe(success);
  });

  it("validation errors show from idle or error, never interrupt a send", () => {
    expect(submitFlowReducer(idle, { type: "invalid", message: "All required fields must be filled" })).toEqual({
      status: "error",
      message: "All required fields must be filled",
    });
    const submitting: SubmitState = { status: "submitting" };
    expect(submitFlowReducer(submitting, { type: "invalid", message: "x" })).toBe(submitting);
  });

  it("ignores late results outside submitting", () => {
    expect(submitFlowReducer(idle, { type: "sent" })).toBe(idle);
    expect(submitFlowReducer(idle, { type: "failed", message: "x" })).toBe(idle);
    expect(submitFlowReducer(idle, { type: "reset" })).toBe(idle);
  });
});
