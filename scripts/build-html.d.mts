export declare const NON_PAGE_FILES: string[];
export declare function htmlFiles(dir: string): string[];
export declare function urlOfPageFile(file: string): string;
export declare function executedInlineScripts(html: string): string[];
export declare function inlineScriptHashes(html: string): string[];
export declare function pageScriptUrls(html: string): string[];
export declare function pageAssetUrls(html: string): string[];
export declare function moduleBootstrap(html: string): {
  preloads: string[];
  imports: { name: string | null; href: string }[];
  statements: string[];
  replace(code: string): string;
} | null;
