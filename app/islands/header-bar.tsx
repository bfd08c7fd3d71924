import { HeaderBar } from "#app/components/layout/site-header.tsx";
import { island } from "./island.tsx";

/** The header's bar: the menus, the phone menu and the My Package count. */
export default island(HeaderBar);
