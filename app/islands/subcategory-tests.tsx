import { TestCardList } from "~/features/services/test-card";
import { island } from "./island";

/** A subcategory's "Popular Tests" cards, each with its Add to Package toggle (one store module). */
export default island(TestCardList);
