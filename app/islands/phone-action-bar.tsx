import { PhoneActionBar } from "#app/components/layout/phone-action-bar.tsx";
import { island } from "./island.tsx";

/** The phone's booking bar: Call, Chat and My Package with the list's count and total. */
export default island(PhoneActionBar);
