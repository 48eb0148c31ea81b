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
