export declare const spriteNamesFile: string;
export declare const spriteFile: string;
export declare function iconSprite(names: readonly string[]): string;
export declare const iconNamesFile: string;
export declare function iconNamesModule(names: readonly string[]): string;
