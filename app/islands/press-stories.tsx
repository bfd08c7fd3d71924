import { PressStories } from "~/features/press/press-stories";
import { island } from "./island";

/** The news stories: the category filter and the cards with "Read Full Story". */
export default island(PressStories);
