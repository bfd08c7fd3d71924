import { ItemPhoneBar } from "#app/components/layout/phone-bar-item.tsx";
import { island } from "./island.tsx";

/** The phone bar of a test or package page: it books the item once the price card has scrolled away. */
export default island(ItemPhoneBar);
