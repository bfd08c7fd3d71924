export declare const BUDGETS: {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBrotliKb: { default: number } & Record<string, number>;
  hydrationWindowMs: number;
  headerAnswersMs: number;
  homeTotalKb: number;
};
export declare function jsBrotliBudgetKb(url: string): number;
