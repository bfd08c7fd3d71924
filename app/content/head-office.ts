import type { Centre } from "./centres.schema";

/**
 * What the brand's JSON-LD on the home page needs from the centres: the head centre's address (in
 * parts) and the regions the centres serve. Kept apart from `centres.ts` so the home page does not
 * load all nine centres; `head-office.test.ts` keeps both equal to the centre list.
 */
export const headOfficeCentre: Pick<Centre, "address" | "postal"> = {
  address: "B-12, Green Park Main, Aurobindo Marg, New Delhi 110016",
  postal: { street: "B-12, Green Park Main, Aurobindo Marg", locality: "New Delhi", state: "Delhi", postalCode: "110016" },
};

export const regionsServed: readonly string[] = ["Delhi", "NCR", "Jammu & Kashmir"];
