import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { MAX_PACKAGE_ITEMS, PACKAGE_STORAGE_KEY } from "#app/domain/my-package-ids.ts";
import { AddToPackageButton } from "./add-to-package-button.tsx";
import { setPackageIds, usePackageIds } from "./my-package-store.ts";

function Count() {
  const ids = usePackageIds();
  return <p data-testid="count">{ids ? ids.length : "?"}</p>;
}

afterEach(() => {
  act(() => setPackageIds([]));
  localStorage.clear();
});

describe("AddToPackageButton", () => {
  it("toggles the item, says so politely and keeps the list in localStorage", async () => {
    const user = userEvent.setup();
    render(
      <>
        <AddToPackageButton itemId="2" name="Lipid Profile" />
        <Count />
      </>,
    );
    const button = screen.getByRole("button", { name: /Add to My tests\s*: Lipid Profile/ });
    expect(button).toHaveAttribute("aria-pressed", "false");
    await user.click(button);
    expect(button).toHaveAttribute("aria-pressed", "true");
    expect(button).toHaveTextContent("Added");
    expect(screen.getByRole("status")).toHaveTextContent("Lipid Profile added to My tests (1 item)");
    expect(JSON.parse(localStorage.getItem(PACKAGE_STORAGE_KEY) ?? "")).toEqual({ v: 1, items: ["2"] });
    expect(screen.getByTestId("count")).toHaveTextContent("1");
    await user.click(button);
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("status")).toHaveTextContent("Lipid Profile removed from My tests (0 items)");
  });

  it("does not repeat an announcement for another item shown in its place", async () => {
    const { rerender } = render(<AddToPackageButton itemId="2" name="Lipid Profile" />);
    await userEvent.setup().click(screen.getByRole("button"));
    expect(screen.getByRole("status")).toHaveTextContent("Lipid Profile added");
    rerender(<AddToPackageButton itemId="3" name="Thyroid Profile" />);
    expect(screen.getByRole("status")).toHaveTextContent("");
    expect(screen.getByRole("button")).toHaveAttribute("aria-pressed", "false");
  });

  it("refuses a 31st item and says why", async () => {
    act(() => setPackageIds(Array.from({ length: MAX_PACKAGE_ITEMS }, (_, i) => String(i + 1))));
    render(<AddToPackageButton itemId="lipid-profile" name="Lipid Profile" />);
    await userEvent.setup().click(screen.getByRole("button"));
    expect(screen.getByRole("button")).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("status")).toHaveTextContent(`My tests holds at most ${MAX_PACKAGE_ITEMS} items`);
  });

  it("follows another tab through the storage event, and survives corrupt storage", () => {
    render(<Count />);
    act(() => {
      localStorage.setItem(PACKAGE_STORAGE_KEY, JSON.stringify({ v: 1, items: ["1", "100"] }));
      window.dispatchEvent(new StorageEvent("storage", { key: PACKAGE_STORAGE_KEY }));
    });
    expect(screen.getByTestId("count")).toHaveTextContent("2");
    act(() => {
      localStorage.setItem(PACKAGE_STORAGE_KEY, "{broken");
      window.dispatchEvent(new StorageEvent("storage", { key: PACKAGE_STORAGE_KEY }));
    });
    expect(screen.getByTestId("count")).toHaveTextContent("0");
  });
});
