import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useCallback, useEffect, useState, type KeyboardEvent, type ReactNode } from "react";
import { carousel as carouselWords } from "#words/carousel.ts";
import { cx } from "./cx.ts";
import { Icon } from "./icon.tsx";

// The slides are found by their marker, not as the track's children: on a page they arrive as static
// HTML inside the island (app/islands/carousel.tsx), wrapped in Astro's slot element.
const OPTIONS: EmblaOptionsType = { align: "start", duration: 30, containScroll: "trimSnaps", slides: "[data-carousel-slide]" };

/**
 * Embla on the viewport element, fetched after hydration instead of with the page (~7 KB compressed that
 * the first paint and hydration do not need): the slides are plain, scrollable markup until it arrives.
 */
function useEmbla(): [(node: HTMLDivElement | null) => void, EmblaCarouselType | undefined] {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  useEffect(() => {
    if (!node) return;
    let api: EmblaCarouselType | undefined;
    let cancelled = false;
    import("embla-carousel").then(
      ({ default: EmblaCarousel }) => {
        if (cancelled) return;
        api = EmblaCarousel(node, OPTIONS);
        setEmbla(api);
      },
      () => {}, // without Embla the slides still scroll natively
    );
    return () => {
      cancelled = true;
      api?.destroy();
      setEmbla(undefined);
    };
  }, [node]);
  return [setNode, embla];
}

/**
 * Horizontal carousel on Embla: 3 slides per view from 1024px, 2 from 768px, 1 below;
 * previous/next arrows from 768px only; no autoplay; swipe/drag, ArrowLeft/ArrowRight inside the
 * region, and focusing a slide's link brings it into view. `duration` 30 is Embla's scroll feel of
 * roughly half a second (a 500 ms carousel speed). `children` are the slides, each a `CarouselSlide`.
 */
export function Carousel({ label, children, className }: { label: string; children?: ReactNode; className?: string }) {
  const [viewportRef, embla] = useEmbla();
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(true);
  const [snaps, setSnaps] = useState<number[]>([]);
  const [selected, setSelected] = useState(0);

  const sync = useCallback(() => {
    if (!embla) return;
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
    setSnaps(embla.scrollSnapList());
    setSelected(embla.selectedScrollSnap());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    const frame = requestAnimationFrame(sync);
    embla.on("select", sync).on("reInit", sync);
    return () => {
      cancelAnimationFrame(frame);
      embla.off("select", sync).off("reInit", sync);
    };
  }, [embla, sync]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "ArrowRight") {
      event.preventDefault();
      embla?.scrollNext();
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      embla?.scrollPrev();
    }
  }

  const arrow =
    "hidden size-11 items-center justify-center rounded-full border border-ink-200 bg-white text-brand-700 shadow-card hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40 md:inline-flex";

  return (
    <section aria-roledescription="carousel" aria-label={label} className={cx("relative", className)}>
      {/* Arrow keys move the carousel while focus is inside it (on a slide's link or button). */}
      {/* `relative`: the slides' screen-reader-only text (absolutely positioned) is clipped with them, instead
          of widening a phone's page until Embla has arranged them (a layout shift of the phone bar). */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div className="relative overflow-hidden" ref={viewportRef} onKeyDown={handleKeyDown} data-carousel-viewport="">
        <div className="-ml-4 flex touch-pan-y py-2">{children}</div>
      </div>
      <div className="mt-6 flex items-center justify-center gap-4">
        <button type="button" className={arrow} onClick={() => embla?.scrollPrev()} disabled={!canPrev} aria-label={carouselWords.previous}>
          <Icon name="ChevronLeft" className="size-5" />
        </button>
        {snaps.length > 1 && (
          <div className="flex items-center gap-1">
            {snaps.map((_, index) => (
              <button
                key={index}
                type="button"
                onClick={() => embla?.scrollTo(index)}
                aria-label={carouselWords.goTo(index + 1, snaps.length)}
                aria-current={index === selected ? "true" : undefined}
                className="inline-flex size-6 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={cx("block size-2.5 rounded-full", index === selected ? "bg-brand-700" : "bg-ink-300")}
                />
              </button>
            ))}
          </div>
        )}
        <button type="button" className={arrow} onClick={() => embla?.scrollNext()} disabled={!canNext} aria-label={carouselWords.next}>
          <Icon name="ChevronRight" className="size-5" />
        </button>
      </div>
    </section>
  );
}

/** One slide of a `Carousel`: a group named by its place ("2 of 8"). */
export function CarouselSlide({ index, count, children }: { index: number; count: number; children: ReactNode }) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={carouselWords.slide(index + 1, count)}
      className="min-w-0 shrink-0 grow-0 basis-full pl-4 md:basis-1/2 lg:basis-1/3"
      data-carousel-slide=""
    >
      {children}
    </div>
  );
}
