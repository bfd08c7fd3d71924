import { useId, useLayoutEffect, type ComponentType } from "react";

declare global {
  interface Window {
    /** Set by the pre-hydration script every page carries (app/pre-hydration.ts). */
    __islands?: { ready: (id: string) => void };
  }
}

/**
 * An island's root: the component, plus the hand-over of what the visitor did before it hydrated. Once
 * React has hydrated the island (a layout effect: before anything can re-render it), the page's
 * pre-hydration script replays into it what was typed, picked, pressed or submitted, and marks the page
 * hydrated when every island is (docs/decisions/021-static-pages-with-react-islands.md). The island is
 * known by its `useId` prefix, which Astro sets per island.
 */
export function island<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  function Island(props: Props) {
    const id = useId();
    useLayoutEffect(() => window.__islands?.ready(id), [id]);
    return <Component {...props} />;
  }
  Island.displayName = `Island(${Component.displayName ?? Component.name})`;
  return Island;
}
