export declare function htmlFiles(dir: string): string[];
export declare function isNotFoundFile(file: string): boolean;
export declare function pageFiles(dir: string): string[];
export declare function notFoundFiles(dir: string): string[];
export declare function urlOfPageFile(file: string): string;
export declare function executedInlineScripts(html: string): string[];
export declare function inlineScriptHashes(html: string): string[];
export declare const PHONE_WIDTH: number;
export declare function mediaMatchesWidth(query: string, width: number): boolean;
export declare function pageScriptUrls(html: string, options?: { width?: number }): string[];
export declare function pageAssetUrls(html: string): string[];
export declare function pageJavaScript(
  clientDir: string,
  html: string,
  options?: { width?: number; read?: (url: string) => string },
): string[];
export declare function pageJavaScriptOf(
  clientDir: string,
  options?: { read?: (url: string) => string },
): (html: string, options?: { width?: number }) => string[];
export declare function stylesheetUrls(html: string): string[];
export declare function reachableJavaScript(
  clientDir: string,
  urls: readonly string[],
  options?: { read?: (url: string) => string },
): string[];
