export declare const CHROMIUM_FLAGS: string[];
export declare function findChromium(): string;
export declare function findHeadlessShell(): string | null;
export declare function testBrowserPath(env?: Record<string, string | undefined>): string;
export declare function fullBrowserPath(env?: Record<string, string | undefined>): string;
