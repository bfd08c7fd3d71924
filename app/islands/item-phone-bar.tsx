import { ItemPhoneBar } from "~/components/layout/phone-bar-item";
import { island } from "./island";

/** The phone bar of a test or package page: it books the item once the price card has scrolled away. */
export default island(ItemPhoneBar);
