import type { FastifyInstance } from "fastify";
import { AREAS } from "@wenlv/contract/areas";
import { seedScenicSpots, seedScenicTags } from "../../db/seed-data";
import { seedHotels } from "../../db/seed-hotels";
import { seedLines } from "../../db/seed-lines";
import { seedCinemas } from "../../db/seed-cinemas";
import { seedPerformances } from "../../db/seed-performances";
import { PERFORMANCE_CATEGORY_LABELS } from "@wenlv/contract/performances";
import { LINE_KIND_LABELS } from "@wenlv/contract/lines";
import { fail } from "../../plugins/envelope";
import { sendCacheable } from "../../plugins/etag";
import { coverSvg, type CoverSpot } from "./cover-svg";
import { ILLUSTRATIONS } from "./mappers";

/** "<slug>.svg" (variant 1, the cover) or "<slug>.v<n>.svg" (a further gallery illustration). */
const FILE = /^([a-z0-9-]+)(?:\.v(\d))?\.svg$/;

/**
 * GET /res/scenic/<slug>.svg : the generated cover of a seeded spot (no photos may be shipped,
 * issue 2), and <slug>.v2.svg .. v{@link ILLUSTRATIONS}.svg its further gallery illustrations
 * (issue 9), with long cache headers and an ETag. The tags drawn are the Chinese labels. The SVG gets its own strict CSP (no scripts) and
 * may be embedded cross-origin, since IMAGE_HOST can be another origin in production.
 * GET /res/hotel/<slug>.svg (and .v2, .v3): the same illustrations of a seeded hotel (issue 10),
 * drawn with "酒店" and its district. GET /res/line/<slug>.svg (and .v2, .v3): those of a seeded
 * travel line, drawn with its kind (一日游, 精品线路, 夜游) and district. GET /res/perform/<slug>.svg,
 * /res/movie/<slug>.svg and /res/cinema/<slug>.svg (and .v2, .v3): those of a seeded show (its
 * category and district), film ("电影" and its genres) and cinema ("影院" and its district).
 */
export async function coverRoutes(app: FastifyInstance): Promise<void> {
  const tags = seedScenicTags();
  serveCovers(app, "/res/scenic/:file", new Map<string, CoverSpot>(seedScenicSpots().map((s) => [s.slug, { ...s, tags: s.tags.map((k) => tags[k]?.zh ?? k) }])));
  serveCovers(app, "/res/hotel/:file", new Map<string, CoverSpot>(seedHotels().map((h) => [h.slug, { slug: `hotel-${h.slug}`, nameZh: h.nameZh, nameEn: h.nameEn, tags: ["酒店", AREAS[h.areaCode]] }])));
  serveCovers(app, "/res/line/:file", new Map<string, CoverSpot>(seedLines().map((l) => [l.slug, { slug: `line-${l.slug}`, nameZh: l.nameZh, nameEn: l.nameEn, tags: [LINE_KIND_LABELS[l.kind].zh, AREAS[l.areaCode]] }])));
  const { venues, shows } = seedPerformances();
  const venueArea = new Map(venues.map((v) => [v.slug, v.areaCode]));
  serveCovers(app, "/res/perform/:file", new Map<string, CoverSpot>(shows.map((p) => [p.slug, { slug: `perform-${p.slug}`, nameZh: p.nameZh, nameEn: p.nameEn, tags: [PERFORMANCE_CATEGORY_LABELS[p.category], AREAS[venueArea.get(p.venueSlug)!]] }])));
  const { cinemas, movies } = seedCinemas();
  serveCovers(app, "/res/movie/:file", new Map<string, CoverSpot>(movies.map((m) => [m.slug, { slug: `movie-${m.slug}`, nameZh: m.titleZh, nameEn: m.titleEn, tags: ["电影", ...m.genresZh.slice(0, 2)] }])));
  serveCovers(app, "/res/cinema/:file", new Map<string, CoverSpot>(cinemas.map((c) => [c.slug, { slug: `cinema-${c.slug}`, nameZh: c.nameZh, nameEn: c.nameEn, tags: ["影院", AREAS[c.areaCode]] }])));
}

/** Answers `route` ("<prefix>/:file") with the covers of `bySlug`'s entries. */
function serveCovers(app: FastifyInstance, route: string, bySlug: ReadonlyMap<string, CoverSpot>): void {
  const svgCache = new Map<string, string>();
  app.get<{ Params: { file: string } }>(route, async (request, reply) => {
    const file = request.params.file;
    const match = FILE.exec(file);
    const spot = match ? bySlug.get(match[1]!) : undefined;
    const variant = Number(match?.[2] ?? 1);
    if (!spot || variant < 1 || variant > ILLUSTRATIONS) return reply.code(404).send(fail(0, "图片不存在"));
    let svg = svgCache.get(file);
    if (svg === undefined) {
      svg = coverSvg(spot, { variant });
      svgCache.set(file, svg);
    }
    reply
      .header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src data:")
      .header("Cross-Origin-Resource-Policy", "cross-origin");
    return sendCacheable(request, reply, svg, "image/svg+xml; charset=utf-8", "public, max-age=604800, stale-while-revalidate=86400");
  });
}
