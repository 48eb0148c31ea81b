import { describe, expect, it } from "vitest";
import { seedScenicSpots } from "../../db/seed-data";
import { coverPalette, coverSvg, escapeXml, slugHash } from "./cover-svg";

const scenicSpots = seedScenicSpots();

const spot = { slug: "zhuozhengyuan", nameZh: "拙政园", nameEn: "Humble Administrator's Garden", tags: ["园林", "世界遗产"] };

/**
 * A small well-formedness check: tags balance, attribute values are quoted, and no raw `&` or `<`
 * appears in character data. Enough for the flat SVG that coverSvg writes.
 */
function assertWellFormed(xml: string): void {
  const stack: string[] = [];
  const tagRe = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let m = tagRe.exec(xml); m; m = tagRe.exec(xml)) {
    const between = xml.slice(last, m.index);
    expect(between, "raw < in text").not.toMatch(/</);
    expect(between, "bare & in text").not.toMatch(/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/);
    const [, closing, name, attrs = "", selfClosing] = m;
    expect(attrs, "bare & in attribute").not.toMatch(/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/);
    if (closing) expect(stack.pop(), `closing </${name}>`).toBe(name);
    else if (!selfClosing && name) stack.push(name);
    last = tagRe.lastIndex;
  }
  expect(xml.slice(last).trim()).toBe("");
  expect(stack).toEqual([]);
}

describe("coverSvg", () => {
  it("returns a standalone SVG document with the SVG namespace", () => {
    const svg = coverSvg(spot);
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg.trimEnd().endsWith("</svg>")).toBe(true);
    expect(svg).toContain('width="1200"');
    expect(svg).toContain('height="800"');
    assertWellFormed(svg);
  });

  it("contains the XML-escaped Chinese and English names", () => {
    const svg = coverSvg(spot);
    expect(svg).toContain(">拙政园</text>");
    expect(svg).toContain("Humble Administrator&apos;s Garden");
    expect(svg).not.toContain("Administrator's");
  });

  it("escapes markup in names and tags", () => {
    const svg = coverSvg({ slug: "x", nameZh: "园<林>&\"'", nameEn: "A & B <script>", tags: ["<b>"] });
    expect(svg).toContain("园&lt;林&gt;&amp;&quot;&apos;");
    expect(svg).toContain("A &amp; B &lt;script&gt;");
    expect(svg).not.toContain("<script>");
    expect(svg).not.toContain("<b>");
    assertWellFormed(svg);
  });

  it("is deterministic for the same slug", () => {
    expect(coverSvg(spot)).toBe(coverSvg({ ...spot }));
    expect(coverPalette("liuyuan")).toEqual(coverPalette("liuyuan"));
  });

  it("uses different colours for different slugs", () => {
    const a = coverPalette("zhuozhengyuan");
    const b = coverPalette("liuyuan");
    expect(a.skyTop).not.toBe(b.skyTop);
    expect(a.hillNear).not.toBe(b.hillNear);
    const svgA = coverSvg(spot);
    const svgB = coverSvg({ ...spot, slug: "liuyuan" });
    expect(svgA).toContain(a.skyTop);
    expect(svgB).toContain(b.skyTop);
    expect(svgB).not.toContain(a.skyTop);

    const tops = new Set(scenicSpots.map((s) => coverPalette(s.slug).skyTop));
    expect(tops.size).toBeGreaterThanOrEqual(Math.floor(scenicSpots.length * 0.8));
  });

  it("returns #rrggbb colours", () => {
    for (const colour of Object.values(coverPalette("hanshansi"))) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("honours width/height and falls back on invalid sizes", () => {
    const small = coverSvg(spot, { width: 640, height: 360 });
    expect(small).toContain('width="640" height="360" viewBox="0 0 640 360"');
    const bad = coverSvg(spot, { width: Number.NaN, height: -5 });
    expect(bad).toContain('width="1200" height="800"');
  });

  it("renders a well-formed cover for every seed spot", () => {
    for (const s of scenicSpots) {
      const svg = coverSvg(s);
      expect(svg.startsWith("<svg"), s.slug).toBe(true);
      expect(svg, s.slug).toContain(escapeXml(s.nameZh));
      assertWellFormed(svg);
    }
  });

  it("hashes slugs to unsigned 32-bit integers", () => {
    for (const slug of ["", "a", "zhuozhengyuan"]) {
      const h = slugHash(slug);
      expect(Number.isInteger(h)).toBe(true);
      expect(h).toBeGreaterThanOrEqual(0);
      expect(h).toBeLessThan(2 ** 32);
    }
    expect(slugHash("a")).not.toBe(slugHash("b"));
  });
});
