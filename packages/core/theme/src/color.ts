/**
 * Mixes `ratio` of a "#rrggbb" colour into white, flooring each channel, and answers "#RRGGBB".
 * The spec's changshu tag background #E5F7F5 (spec section 1) is, within one step per channel, a
 * 10 % tint of its primary #00AEA0, so the same rule derives the tag backgrounds the spec does not give.
 * @throws RangeError when `hex` is not "#rrggbb" or `ratio` is outside 0..1
 */
export function tint(hex: string, ratio: number): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new RangeError(`tint expects #rrggbb, got ${hex}`);
  if (!(ratio >= 0 && ratio <= 1)) throw new RangeError(`tint ratio must be within 0..1, got ${ratio}`);
  const channels = match.slice(1, 4).map((h) => Math.floor(255 * (1 - ratio) + parseInt(h, 16) * ratio));
  return `#${channels.map((c) => c.toString(16).padStart(2, "0")).join("").toUpperCase()}`;
}

/** Linear-light value of one sRGB channel 0..255 (WCAG 2.1 relative luminance). */
const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);

/**
 * WCAG 2.1 contrast ratio (1.4.3) of two "#rrggbb" colours, 1..21; normal-size text needs 4.5.
 * @throws RangeError when a colour is not "#rrggbb"
 */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
    if (!match) throw new RangeError(`contrastRatio expects #rrggbb, got ${hex}`);
    const [r, g, bl] = match.slice(1, 4).map((h) => linear(parseInt(h, 16))) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
