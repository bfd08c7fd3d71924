// The part of jsdom's API that seo.spec.ts uses (jsdom ships no types; it is here for Vitest).
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
