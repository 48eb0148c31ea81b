/**
 * Generated cover images for scenic spots: a stylised Suzhou scene (layered hills, a moon, a white
 * wall with a round moon-gate, water ripples) in colours derived from the spot's slug, with the
 * Chinese name large and the English name small. Pure and deterministic: same input, same SVG.
 */

/** What a cover needs to know about a spot. */
export type CoverSpot = { slug: string; nameZh: string; nameEn: string; tags: string[] };

/**
 * Output size in pixels (defaults 1200 × 800) and the illustration `variant` (1 = the cover; 2, 3 ...
 * the gallery's further illustrations: other colours and shapes, same names).
 */
export type CoverOptions = { width?: number; height?: number; variant?: number };

/** The colours of one cover, all `#rrggbb`. */
export type CoverPalette = {
  skyTop: string;
  skyBottom: string;
  moon: string;
  hillFar: string;
  hillMid: string;
  hillNear: string;
  water: string;
  ripple: string;
  wall: string;
  roof: string;
  ink: string;
  seal: string;
};

const DEFAULT_WIDTH = 1200;
const DEFAULT_HEIGHT = 800;
const MIN_SIZE = 16;
const MAX_SIZE = 8192;

/**
 * 32-bit FNV-1a hash of a string (over its UTF-16 code units).
 * @param text any string, e.g. a slug
 * @returns an unsigned 32-bit integer
 */
export function slugHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded PRNG giving floats in [0, 1). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** HSL (h in degrees, s and l in 0-100) to `#rrggbb`. */
function hslToHex(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = Math.min(100, Math.max(0, s)) / 100;
  const lig = Math.min(100, Math.max(0, l)) / 100;
  const k = (n: number): number => (n + hue / 30) % 12;
  const a = sat * Math.min(lig, 1 - lig);
  const f = (n: number): number => lig - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const hex = (x: number): string => Math.round(x * 255).toString(16).padStart(2, "0");
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

/** Moves hue `a` towards hue `b` by fraction `t`, the short way round the colour wheel. */
function mixHue(a: number, b: number, t: number): number {
  const d = ((b - a + 540) % 360) - 180;
  return (a + d * t + 360) % 360;
}

/**
 * The deterministic colour palette of a slug: the hue comes from the slug's hash, saturation and
 * lightness are nudged by further hash bits, so different slugs get visibly different covers.
 * @param slug the spot's slug
 * @returns the palette, every colour as `#rrggbb`
 */
export function coverPalette(slug: string): CoverPalette {
  const h = slugHash(slug);
  const hue = h % 360;
  const satJitter = ((h >>> 9) % 15) - 7; // -7..7
  const lightJitter = ((h >>> 13) % 9) - 4; // -4..4
  const moonHue = 35 + ((h >>> 17) % 30); // warm cream moon, whatever the sky
  const waterHue = mixHue(hue, 195, 0.55); // water leans towards blue-green
  return {
    skyTop: hslToHex(hue, 38 + satJitter, 86 + lightJitter / 2),
    skyBottom: hslToHex(hue + 18, 45 + satJitter, 74 + lightJitter),
    moon: hslToHex(moonHue, 85, 91),
    hillFar: hslToHex(hue + 8, 22 + satJitter, 66 + lightJitter),
    hillMid: hslToHex(hue + 14, 26 + satJitter, 50 + lightJitter),
    hillNear: hslToHex(hue + 20, 30 + satJitter, 34 + lightJitter),
    water: hslToHex(waterHue, 30 + satJitter, 60 + lightJitter),
    ripple: hslToHex(waterHue, 40, 90),
    wall: "#f6f3ec",
    roof: hslToHex(hue + 200, 12, 24),
    ink: hslToHex(hue + 20, 35, 16),
    seal: "#b23a2e",
  };
}

/**
 * Escapes text for XML character data and attribute values, and drops characters XML 1.0 forbids.
 * @param text raw text
 * @returns text safe to put between tags or inside double-quoted attributes
 */
export function escapeXml(text: string): string {
  return text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Rounds to one decimal for compact path data. */
function n(x: number): string {
  return (Math.round(x * 10) / 10).toString();
}

/** A valid pixel size: finite, rounded, clamped; `fallback` otherwise. */
function size(value: number | undefined, fallback: number): number {
  if (value === undefined || !Number.isFinite(value) || value <= 0) return fallback;
  return Math.min(MAX_SIZE, Math.max(MIN_SIZE, Math.round(value)));
}

/** A smooth hill ridge from x=0 to x=w around `baseY`, closed down to `bottom`. */
function ridgePath(rand: () => number, w: number, baseY: number, amplitude: number, peaks: number, bottom: number): string {
  const count = peaks * 2 + 1;
  const pts: Array<[number, number]> = [];
  for (let i = 0; i <= count; i++) {
    const x = (w * i) / count;
    const up = i % 2 === 1 ? -amplitude * (0.45 + rand() * 0.55) : amplitude * (rand() * 0.25);
    pts.push([x, baseY + up]);
  }
  const first = pts[0] ?? [0, baseY];
  let d = `M0 ${n(bottom)} L0 ${n(first[1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p = pts[i] ?? first;
    const q = pts[i + 1] ?? p;
    const mx = (p[0] + q[0]) / 2;
    d += ` C${n(mx)} ${n(p[1])} ${n(mx)} ${n(q[1])} ${n(q[0])} ${n(q[1])}`;
  }
  return `${d} L${n(w)} ${n(bottom)} Z`;
}

/** A gentle horizontal wave line for water ripples. */
function ripplePath(x: number, y: number, length: number, amp: number): string {
  const seg = length / 4;
  let d = `M${n(x)} ${n(y)}`;
  for (let i = 0; i < 4; i++) {
    const x0 = x + seg * i;
    d += ` Q${n(x0 + seg / 2)} ${n(y + (i % 2 === 0 ? -amp : amp))} ${n(x0 + seg)} ${n(y)}`;
  }
  return d;
}

/**
 * Renders a standalone SVG cover for a scenic spot: colours and hill shapes are derived from the
 * slug (deterministic), the Chinese name is set large and the English name and tags small; every
 * text is XML-escaped.
 * @param spot the spot (slug, names, tags)
 * @param opts optional width/height in pixels (default 1200 × 800; invalid values fall back)
 * @returns the SVG document as a string, starting with `<svg` and carrying the SVG namespace
 */
export function coverSvg(spot: CoverSpot, opts: CoverOptions = {}): string {
  const w = size(opts.width, DEFAULT_WIDTH);
  const h = size(opts.height, DEFAULT_HEIGHT);
  const seed = opts.variant && opts.variant > 1 ? `${spot.slug}#v${opts.variant}` : spot.slug;
  const p = coverPalette(seed);
  const rand = rng(slugHash(`${seed}#shape`));
  const id = `c${slugHash(seed).toString(36)}`;

  // Moon, upper right.
  const moonR = h * (0.07 + rand() * 0.03);
  const moonX = w * (0.7 + rand() * 0.16);
  const moonY = h * (0.14 + rand() * 0.08);

  // Hills, back to front.
  const far = ridgePath(rand, w, h * 0.56, h * 0.16, 2 + Math.floor(rand() * 2), h);
  const mid = ridgePath(rand, w, h * 0.66, h * 0.12, 3 + Math.floor(rand() * 2), h);
  const near = ridgePath(rand, w, h * 0.74, h * 0.07, 4 + Math.floor(rand() * 3), h);

  // Water and ripples.
  const waterY = h * 0.78;
  const ripples: string[] = [];
  for (let i = 0; i < 6; i++) {
    const len = w * (0.08 + rand() * 0.1);
    const x = rand() * (w - len);
    const y = waterY + h * 0.03 + (h * 0.17 * i) / 6;
    ripples.push(ripplePath(x, y, len, h * 0.006));
  }

  // White wall with a round moon-gate (even-odd cut-out) and a tiled coping, on the right.
  const wallX = w * 0.56;
  const wallW = w * 0.4;
  const wallTop = h * 0.42;
  const wallBottom = waterY;
  const gateR = Math.min(wallW * 0.3, (wallBottom - wallTop) * 0.36);
  const gateCx = wallX + wallW * 0.5;
  const gateCy = wallBottom - gateR - (wallBottom - wallTop) * 0.1;
  const wall =
    `M${n(wallX)} ${n(wallTop)} H${n(wallX + wallW)} V${n(wallBottom)} H${n(wallX)} Z ` +
    `M${n(gateCx - gateR)} ${n(gateCy)} A${n(gateR)} ${n(gateR)} 0 1 0 ${n(gateCx + gateR)} ${n(gateCy)} ` +
    `A${n(gateR)} ${n(gateR)} 0 1 0 ${n(gateCx - gateR)} ${n(gateCy)} Z`;
  const eave = h * 0.018;
  const roof =
    `M${n(wallX - eave * 2)} ${n(wallTop)} L${n(wallX + eave)} ${n(wallTop - eave * 2.2)} ` +
    `H${n(wallX + wallW - eave)} L${n(wallX + wallW + eave * 2)} ${n(wallTop)} Z`;

  // Text block, upper left on the sky.
  const zh = escapeXml(spot.nameZh);
  const en = escapeXml(spot.nameEn);
  const tags = escapeXml(spot.tags.join(" · "));
  const textX = w * 0.07;
  const textW = w * 0.48;
  const zhLen = Math.max(1, [...spot.nameZh].length);
  const zhSize = Math.min(h * 0.13, textW / zhLen);
  const enSize = Math.min(h * 0.042, textW / Math.max(1, spot.nameEn.length * 0.52));
  const zhY = h * 0.1 + zhSize;
  const enY = zhY + enSize * 1.9;
  const tagY = enY + enSize * 1.7;
  const sealChar = escapeXml([...spot.nameZh][0] ?? "");
  const sealS = Math.max(h * 0.05, 12);
  const sealX = textX;
  const sealY = tagY + enSize * 1.2;

  const serif = "'Noto Serif SC','Source Han Serif SC','Songti SC','STSong',serif";
  const sans = "'Inter','Helvetica Neue',Arial,sans-serif";

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${zh} ${en}">`,
    `<title>${zh} · ${en}</title>`,
    `<defs>`,
    `<linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient>`,
    `<linearGradient id="${id}-water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.water}"/><stop offset="1" stop-color="${p.hillMid}"/></linearGradient>`,
    `</defs>`,
    `<rect width="${w}" height="${h}" fill="url(#${id}-sky)"/>`,
    `<circle cx="${n(moonX)}" cy="${n(moonY)}" r="${n(moonR)}" fill="${p.moon}" opacity="0.92"/>`,
    `<path d="${far}" fill="${p.hillFar}" opacity="0.85"/>`,
    `<path d="${mid}" fill="${p.hillMid}" opacity="0.9"/>`,
    `<path d="${near}" fill="${p.hillNear}"/>`,
    `<rect x="0" y="${n(waterY)}" width="${w}" height="${n(h - waterY)}" fill="url(#${id}-water)"/>`,
    `<g fill="none" stroke="${p.ripple}" stroke-width="${n(Math.max(1, h * 0.003))}" stroke-linecap="round" opacity="0.7">`,
    ...ripples.map((d) => `<path d="${d}"/>`),
    `</g>`,
    `<path d="${wall}" fill="${p.wall}" fill-rule="evenodd"/>`,
    `<path d="${roof}" fill="${p.roof}"/>`,
    `<rect x="${n(wallX)}" y="${n(wallTop)}" width="${n(wallW)}" height="${n(h * 0.012)}" fill="${p.roof}" opacity="0.35"/>`,
    `<text x="${n(textX)}" y="${n(zhY)}" font-family="${serif}" font-size="${n(zhSize)}" font-weight="700" fill="${p.ink}">${zh}</text>`,
    `<text x="${n(textX)}" y="${n(enY)}" font-family="${sans}" font-size="${n(enSize)}" letter-spacing="1" fill="${p.ink}" opacity="0.85">${en}</text>`,
    tags ? `<text x="${n(textX)}" y="${n(tagY)}" font-family="${serif}" font-size="${n(enSize * 0.85)}" fill="${p.ink}" opacity="0.7">${tags}</text>` : "",
    sealChar
      ? `<g><rect x="${n(sealX)}" y="${n(sealY)}" width="${n(sealS)}" height="${n(sealS)}" rx="${n(sealS * 0.12)}" fill="${p.seal}"/>` +
        `<text x="${n(sealX + sealS / 2)}" y="${n(sealY + sealS * 0.72)}" font-family="${serif}" font-size="${n(sealS * 0.62)}" text-anchor="middle" fill="#fbf4e8">${sealChar}</text></g>`
      : "",
    `</svg>`,
  ]
    .filter((line) => line !== "")
    .join("\n");
}
