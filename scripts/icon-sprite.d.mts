export declare const spriteNamesFile: string;
export declare const spriteFile: string;
export declare function iconSprite(names: readonly string[]): string;
