import { PressStories } from "#app/features/press/press-stories.tsx";
import { island } from "./island.tsx";

/** The news stories: the category filter and the cards with "Read Full Story". */
export default island(PressStories);
