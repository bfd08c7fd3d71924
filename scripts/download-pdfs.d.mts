import type { Guide } from "#app/domain/download-guides.ts";

export declare function renderGuidePdf(guide: Guide, options?: { lang?: string }): Promise<Buffer>;
export declare function writeGuidePdfs(
  guides: Guide[],
  dir: string,
  options?: { lang?: string },
): Promise<{ file: string; bytes: number }[]>;
export declare function guidesIn(locale: string, settings?: Record<string, unknown>): Promise<Guide[]>;
export declare const downloadsDir: (locale: string) => string;
export declare const guideLang: (locale: string) => string;
export declare function writeGuidePdfsApart(
  locale: string,
  dir: string,
  settings: Record<string, unknown>,
): Promise<{ file: string; bytes: number }[]>;
