/** The words of /corporate written in code (app/features/corporate/); the rest of the page is content. */
export const corporate = {
  getCustomQuote: "Get Custom Quote",
  scheduleDemo: "Schedule Demo",
  impact: "Our impact",
  mostPopular: "Featured",
  getQuote: "Get Quote",
  /** After the price, which comes first. */
  perEmployee: " per employee",
  tests: (count: number) => `${count} parameters`,
  /** After the number of tests, before the duration. */
  andMeasurements: "and measurements",
  reportsWithin: (time: string) => `Reports within ${time}`,
  beforeTheSample: "Before the sample",
  cta: {
    title: "Plan a healthier year for your team",
    text: "Tell us your team size and locations, and we will send a tailored proposal within 24 hours.",
  },
};
