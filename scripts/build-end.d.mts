export declare function finishBuild(options: { buildDir: string; env: Record<string, string | undefined> }): Promise<void>;
