import { useId, type ComponentProps, type ReactNode } from "react";
import { Card, CARD_PADDING } from "./card.tsx";
import { cx } from "./cx.ts";

type Image = { src: string; alt: string; width: number; height: number };

/**
 * A card topped by an image (articles, centres, news, gallery), labelled by its own title. `top` goes
 * above the title (badges, category, date), `children` below it. `media` wraps the image when it must
 * be inside something else (the gallery's "view larger" button). `imageClassName`, `bodyClassName` and
 * `titleClassName` each replace that part's default look (a 16:9 cover image, roomy padding, a large
 * semibold title; the body has the card's one padding); the image always spans the card and the body always fills it.
 */
export function MediaCard({
  as = "article",
  image,
  imageClassName,
  media = (img) => img,
  top,
  title,
  titleClassName,
  bodyClassName,
  className,
  children,
  ...props
}: {
  as?: "article" | "li";
  image: Image;
  imageClassName?: string;
  media?: (img: ReactNode) => ReactNode;
  top?: ReactNode;
  title: ReactNode;
  titleClassName?: string;
  bodyClassName?: string;
  className?: string;
  children?: ReactNode;
} & Omit<ComponentProps<"article">, "title">) {
  const titleId = useId();
  const img = (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      className={cx("w-full", imageClassName ?? "aspect-video h-auto object-cover")}
    />
  );
  return (
    <Card as={as} padding="none" aria-labelledby={as === "article" ? titleId : undefined} className={className} {...props}>
      {media(img)}
      <div className={cx("flex flex-1 flex-col", bodyClassName ?? CARD_PADDING)}>
        {top}
        <h3 id={titleId} className={titleClassName ?? "mt-3 text-xl font-semibold"}>
          {title}
        </h3>
        {children}
      </div>
    </Card>
  );
}
