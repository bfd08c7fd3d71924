export declare function pageScriptSizes(clientDir: string): { page: string; brKb: number; kb: number; files: string[] }[];
