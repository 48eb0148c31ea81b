import { gcj02ToWgs84 } from "@wenlv/host";
import type { ScenicDetail } from "@wenlv/contract/scenic";
import { useVisitorLocation } from "@wenlv/app-kit";
import { useDistanceText } from "@wenlv/ui";
import { Button } from "antd-mobile";
import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { distanceM, labelSide, offsetM, scaleStepM } from "../geo";
import { useTicketsT } from "../i18n";
import { appleMapHref, baiduMapHref, mapHref } from "../links";
import { localized } from "../localized";
import "./scenic-location.css";

const W = 343;
const H = 172;
const PAD = 28;

/**
 * Where a spot is (issue 9 detail page): a schematic map drawn from our own data (the spot in the
 * middle, its nearest spots around it at their true bearing and scaled distance, a scale bar;
 * labelled 示意图 because it has no streets), the visitor's distance when their location is known
 * (or a button that asks for it, with consent, decision 017), navigation links to Amap (GCJ-02),
 * Baidu (GCJ-02, converted by Baidu) and Apple Maps (WGS-84, converted with gcoord), and the
 * nearest spots as links with their distances. Loaded lazily below the fold.
 */
export default function ScenicLocation({ scenic }: { scenic: ScenicDetail }) {
  const { t, i18n } = useTicketsT();
  const { point, locate, locating } = useVisitorLocation();
  const distanceText = useDistanceText();
  const [apple, setApple] = useState<string | null>(null);
  const name = localized(scenic.name, scenic.name_en, i18n.language);

  useEffect(() => {
    let live = true;
    void gcj02ToWgs84({ lng: scenic.lng, lat: scenic.lat }).then((wgs) => {
      if (live) setApple(appleMapHref(wgs.lng, wgs.lat, scenic.name));
    });
    return () => {
      live = false;
    };
  }, [scenic.lng, scenic.lat, scenic.name]);

  // One scale for both axes (true shape), as large as the farthest spot east-west and north-south allow.
  const offsets = scenic.nearby.map((n) => offsetM(scenic, n));
  const east = Math.max(200, ...offsets.map((o) => Math.abs(o.east)));
  const north = Math.max(200, ...offsets.map((o) => Math.abs(o.north)));
  const scale = Math.min((W / 2 - PAD) / east, (H / 2 - PAD) / north);
  const at = (i: number) => ({ x: W / 2 + offsets[i]!.east * scale, y: H / 2 - offsets[i]!.north * scale });
  const step = scaleStepM(W / 3 / scale);
  // The name sits under the centre unless markers crowd it there (an estimate of its width: CJK
  // characters about 12 units, Latin about 7, at the label's 12 px size).
  const labelW = [...name].reduce((w, c) => w + (c.charCodeAt(0) > 0x2e80 ? 12 : 7), 0);
  const box = (top: number) => ({ x: W / 2 - labelW / 2, y: top, w: labelW, h: 14 });
  const labelY = labelSide(scenic.nearby.map((_, i) => at(i)), 8, box(H / 2 + 11), box(H / 2 - 25)) === "above" ? H / 2 - 14 : H / 2 + 22;
  const mine = point ? distanceM(point, scenic) : null;

  return (
    <section className="wl-scenic-location" aria-labelledby="wl-scenic-location-title">
      <h2 id="wl-scenic-location-title" className="wl-section-title">
        {t("location.title")}
      </h2>
      <svg className="wl-scenic-location__map" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t("location.mapLabel", { name, count: scenic.nearby.length })}>
        <rect width={W} height={H} rx="8" className="wl-scenic-location__ground" />
        <circle cx={W / 2} cy={H / 2} r="7" className="wl-scenic-location__here" />
        <text x={W / 2} y={labelY} textAnchor="middle" className="wl-scenic-location__label wl-scenic-location__label--here">
          {name}
        </text>
        {/* Numbered markers: the list below names them (labels would collide in the old city). */}
        {scenic.nearby.map((n, i) => {
          const p = at(i);
          return (
            <g key={n.id}>
              <circle cx={p.x} cy={p.y} r="8" className="wl-scenic-location__other" />
              <text x={p.x} y={p.y + 4} textAnchor="middle" className="wl-scenic-location__number">
                {i + 1}
              </text>
            </g>
          );
        })}
        <line x1="12" y1={H - 12} x2={12 + step * scale} y2={H - 12} className="wl-scenic-location__scale" />
        <text x="12" y={H - 17} className="wl-scenic-location__label">
          {distanceText(step)}
        </text>
        <text x={W - 10} y={H - 10} textAnchor="end" className="wl-scenic-location__label">
          {t("location.schematic")}
        </text>
      </svg>
      <div className="wl-scenic-location__distance">
        {mine !== null ? (
          <span>{t("location.fromYou", { distance: distanceText(mine) })}</span>
        ) : (
          <Button size="small" fill="outline" loading={locating} onClick={() => void locate()}>
            {t("location.showDistance")}
          </Button>
        )}
      </div>
      <nav className="wl-scenic-location__apps" aria-label={t("location.navigate")}>
        <a href={mapHref(scenic.lng, scenic.lat, scenic.name)} target="_blank" rel="noopener noreferrer">
          {t("location.amap")}
        </a>
        <a href={baiduMapHref(scenic.lng, scenic.lat, scenic.name)} target="_blank" rel="noopener noreferrer">
          {t("location.baidu")}
        </a>
        {apple ? (
          <a href={apple} target="_blank" rel="noopener noreferrer">
            {t("location.apple")}
          </a>
        ) : null}
      </nav>
      {scenic.nearby.length > 0 ? (
        <>
          <h3 className="wl-scenic-location__nearby-title">{t("location.nearby")}</h3>
          <ul className="wl-scenic-location__nearby">
            {scenic.nearby.map((n, i) => (
              <li key={n.id}>
                <Link
                  to={`/ScenicDetail?id=${n.id}`}
                  aria-label={t("location.nearbyLabel", { name: localized(n.name, n.name_en, i18n.language), distance: distanceText(n.distance_m) })}
                >
                  <span>
                    <span className="wl-scenic-location__badge" aria-hidden="true">
                      {i + 1}
                    </span>
                    {localized(n.name, n.name_en, i18n.language)}
                  </span>
                  <span className="wl-scenic-location__far">{distanceText(n.distance_m)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
