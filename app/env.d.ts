declare module "astro" {
  interface AstroClientDirectives {
    /** Fetch the island's scripts at once, hydrate it after the first contentful paint (app/islands/after-paint-directive.ts). */
    "client:afterpaint"?: boolean;
  }
}

export {};
