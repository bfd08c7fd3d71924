import page from "#content/generated/find-test.json" with { type: "json" };

/**
 * The catalogue numbers /find-test lists first, most booked first, as the staff set them in
 * content/en/find-test.json (docs/decisions/057-find-test-layout.md); every other test follows by name.
 */
export const findTestDefaultOrder: readonly number[] = page.defaultOrder;
