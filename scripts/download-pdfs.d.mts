import type { Guide } from "../app/domain/download-guides";

export declare function renderGuidePdf(guide: Guide): Promise<Buffer>;
export declare function writeGuidePdfs(guides: Guide[], dir: string): Promise<{ file: string; bytes: number }[]>;
