import { useEffect, useRef, useState } from "react";
import { packageFallbackImage, packageImageAlt } from "#content/package-images.ts";

type Stage = "image" | "fallback" | "banner";

/** Which source to show at a stage of the fallback chain (image → fallback image → "Health+" banner). */
export function imageForStage(image: string | undefined, stage: Stage): { src: string; alt: string } | null {
  if (stage === "image" && image) return { src: image, alt: packageImageAlt[image] ?? "" };
  if (stage !== "banner") return packageFallbackImage;
  return null;
}

/**
 * A package's picture. If it fails to load, the fallback image is shown; if that fails too, a gradient
 * banner reading "Health+". A failure that happened before hydration is caught on mount.
 */
export function PackageImage({ image }: { image: string | undefined }) {
  const [stage, setStage] = useState<Stage>(image ? "image" : "fallback");
  const ref = useRef<HTMLImageElement>(null);
  const current = imageForStage(image, stage);

  const next = () => setStage((s) => (s === "image" ? "fallback" : "banner"));

  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && img.currentSrc !== "") next();
  }, [stage]);

  if (!current) {
    return (
      <div
        role="img"
        aria-label="Health+"
        className="flex aspect-[16/9] w-full items-center justify-center bg-gradient-to-br from-brand-600 to-brand-900"
      >
        <span aria-hidden="true" className="text-3xl font-bold tracking-tight text-white">
          Health+
        </span>
      </div>
    );
  }
  return (
    <img
      ref={ref}
      key={current.src}
      src={current.src}
      alt={current.alt}
      width={320}
      height={180}
      onError={next}
      className="aspect-[16/9] w-full bg-brand-50 object-cover"
    />
  );
}
