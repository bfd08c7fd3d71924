import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PhoneActionBar } from "./phone-action-bar.tsx";

describe("the phone's booking bar", () => {
  it("names the chat as what it is, WhatsApp, with its icon", () => {
    render(<PhoneActionBar pathname="/about" />);
    const chat = screen.getByRole("link", { name: /^WhatsApp\s*\(opens in a new tab\)$/ });
    expect(chat.getAttribute("href")).toMatch(/^https:\/\/wa\.me\//);
    expect(chat.querySelector("use")?.getAttribute("href")).toMatch(/#WhatsApp$/);
  });
});
