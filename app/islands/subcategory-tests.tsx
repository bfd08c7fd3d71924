import { TestCardList } from "#app/features/services/test-card.tsx";
import { island } from "./island.tsx";

/** A subcategory's "Popular Tests" cards, each with its Add to Package toggle (one store module). */
export default island(TestCardList);
