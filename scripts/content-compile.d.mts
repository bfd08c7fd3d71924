/** Compiles content/<locale>/ into content/generated/; the problem message, or undefined when all is well. */
export function compileAllContent(options?: {
  contentRoot?: string;
  outDir?: string;
  today?: string;
  quiet?: boolean;
}): Promise<string | undefined>;
