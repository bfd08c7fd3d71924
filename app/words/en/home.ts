/**
 * The words of the home page written in code (app/features/home/), static sections only; the popular
 * list island has ./popular-items.ts. The page's other words are content (content/en/home.json).
 */
export const homePage = {
  hero: {
    call: (phone: string) => `Call ${phone}`,
  },
  seeAllTests: "See all tests and prices",
  /** "From ₹499": the words before and after a category's lowest price. */
  fromPrice: { before: "From", after: "" },
  viewAllPackages: "View all health packages",
  bookNow: "Book Now",
  findTest: "Find a Test",
  homeCollection: "Home collection",
  /** The disclosure under the commitments' figures: what each one means and how it was measured. */
  aboutCommitments: "More about these commitments",
  testimonials: {
    eyebrow: "Patient stories",
    title: "What our patients say",
    stars: (rating: number) => `Rated ${rating} out of 5`,
  },
};
