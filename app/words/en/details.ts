/** The words of a test's and a package's page (app/features/catalogue-details/). */
export const details = {
  popular: "Common test",
  healthPackage: "Health Package",
  priceAndBooking: "Price and booking",
  price: "Price",
  fasting: "Fasting",
  noFastingNeeded: "No fasting needed",
  hours: (hours: number) => `${hours} hours`,
  reportTime: "Report Time",
  sampleType: "Sample Type",
  where: "Where",
  bookNow: "Book Now",
  call: (phone: string) => `Call ${phone}`,
  accreditationPart: (statement: string, outside: string, count: number) =>
    `Laboratory tests: ${statement.replace(/\.$/, "")}; ${outside} ${count === 1 ? "is" : "are"} outside its scope.`,
  testNotFound: { title: "Test Not Found", message: "The test you're looking for doesn't exist." },
  packageNotFound: { title: "Package Not Found", message: "The health package you're looking for doesn't exist." },
  alsoCalled: "Also called:",
  whyItsDone: "Why it's done",
  howSampleIsTaken: "How the sample is taken",
  beforeTheTest: "Before the test",
  gettingYourResult: "Getting your result",
  reportTimeLine: (time: string) =>
    `Report time: ${time}, the usual latest; a repeat or a confirmatory test can take longer, and we will tell you.`,
  reportReaches: (how: string) => `The report reaches you ${how}.`,
  reportGives: (count: number) => `The report gives ${count} results:`,
  packagesWithTest: "Packages that include this test",
  relatedTests: "Related tests",
  recommendedFor: "Recommended For",
  mainParameters: (count: number) => `Main parameters shown; the panel reports ${count} parameters in all.`,
  individualTests: "Individual Tests",
  testsIncluded: "Tests Included",
  parametersIncluded: (count: number) => `${count} Parameters Included`,
  /** A closed group of a package's tests, in one line: "24 parameters: Haemoglobin, Platelet count, …". */
  groupSummary: (count: number, first: readonly string[], more: boolean) =>
    `${count} ${count === 1 ? "parameter" : "parameters"}: ${first.join(", ")}${more ? ", …" : ""}`,
  preparation: "Preparation",
  /** The names a test is also called, as this language's page lists them (all; the search reads them all), before they are cleaned for show. */
  shownAliases: (aliases: readonly string[]) => [...aliases],
};
