export declare const BUDGETS: {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBrotliKb: { default: number } & Record<string, number>;
  hydrationWindowMs: number;
  headerAnswersMs: number;
  homeTotalKb: number;
  jsTransferredKb: Record<string, number>;
  pageHeightPx: { default: number } & Record<string, number>;
};
export declare function jsBrotliBudgetKb(url: string): number;
export declare function jsTransferredBudgetKb(url: string): number | undefined;
export declare function pageHeightBudgetPx(url: string): number;
