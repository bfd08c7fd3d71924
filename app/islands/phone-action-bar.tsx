import { PhoneActionBar } from "~/components/layout/phone-action-bar";
import { island } from "./island";

/** The phone's booking bar: Call, Chat and My Package with the list's count and total. */
export default island(PhoneActionBar);
