import type { GalleryImage } from "@wenlv/contract/scenic";
import { useState } from "react";
import { useTicketsT } from "../i18n";
import { localized } from "../localized";
import "./scenic-gallery.css";

export type ScenicGalleryProps = { images: readonly GalleryImage[]; name: string };

/**
 * A spot's gallery (issue 9): the images side by side in a horizontal scroll-snap strip (swiped
 * natively, no script needed to page), each in a fixed 16:9 box with its caption and credit
 * underneath and "1/3" in the corner. Illustrations say they are illustrations. The first image is
 * the page's largest paint, so it is fetched first; the others load lazily.
 */
export function ScenicGallery({ images, name }: ScenicGalleryProps) {
  const { t, i18n } = useTicketsT();
  const [current, setCurrent] = useState(0);
  if (images.length === 0) return null;
  const shown = images[current] ?? images[0]!;
  return (
    <figure className="wl-gallery" aria-roledescription={t("gallery.role")} aria-label={t("gallery.label", { name })}>
      <div
        className="wl-gallery__strip"
        tabIndex={0}
        onScroll={(e) => {
          const el = e.currentTarget;
          setCurrent(Math.min(images.length - 1, Math.max(0, Math.round(el.scrollLeft / Math.max(1, el.clientWidth)))));
        }}
      >
        {images.map((image, i) => (
          <div className="wl-gallery__slide" key={image.url}>
            <img
              src={image.url}
              alt={`${name} ${localized(image.caption, image.caption_en, i18n.language)}`}
              width={320}
              height={180}
              loading={i === 0 ? "eager" : "lazy"}
              fetchPriority={i === 0 ? "high" : "auto"}
            />
          </div>
        ))}
      </div>
      {images.length > 1 ? (
        <span className="wl-gallery__count" aria-hidden="true">
          {current + 1}/{images.length}
        </span>
      ) : null}
      <figcaption className="wl-gallery__caption" aria-live="polite">
        {shown.kind === "illustration" ? <span className="wl-gallery__badge">{t("gallery.illustration")}</span> : null}
        <span>{localized(shown.caption, shown.caption_en, i18n.language)}</span>
        <span className="wl-gallery__credit">{shown.kind === "illustration" ? t("gallery.generated") : t("gallery.credit", { credit: shown.credit })}</span>
      </figcaption>
    </figure>
  );
}
