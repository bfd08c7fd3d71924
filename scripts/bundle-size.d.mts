export declare function pageScriptSizes(clientDir: string): { page: string; kb: number; brKb: number; files: string[] }[];
