export declare const BUDGETS: {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  jsBrotliKb: number;
  hydrationWindowMs: number;
  homeTotalKb: number;
};
