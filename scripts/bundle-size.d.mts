export declare function pageScriptSizes(clientDir: string): { page: string; kb: number; files: string[] }[];
