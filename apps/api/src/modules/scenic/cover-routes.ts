import type { FastifyInstance } from "fastify";
import { seedScenicSpots } from "../../db/seed-data";
import { fail } from "../../plugins/envelope";
import { sendCacheable } from "../../plugins/etag";
import { coverSvg } from "./cover-svg";

const svgCache = new Map<string, string>();

/**
 * GET /res/scenic/<slug>.svg : the generated cover of a seeded spot (no photos may be shipped,
 * issue 2), with long cache headers and an ETag. The SVG gets its own strict CSP (no scripts) and
 * may be embedded cross-origin, since IMAGE_HOST can be another origin in production.
 */
export async function coverRoutes(app: FastifyInstance): Promise<void> {
  const bySlug = new Map(seedScenicSpots().map((s) => [s.slug, s]));
  app.get<{ Params: { file: string } }>("/res/scenic/:file", async (request, reply) => {
    const file = request.params.file;
    const spot = file.endsWith(".svg") ? bySlug.get(file.slice(0, -4)) : undefined;
    if (!spot) return reply.code(404).send(fail(0, "图片不存在"));
    let svg = svgCache.get(spot.slug);
    if (svg === undefined) {
      svg = coverSvg(spot);
      svgCache.set(spot.slug, svg);
    }
    reply
      .header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src data:")
      .header("Cross-Origin-Resource-Policy", "cross-origin");
    return sendCacheable(request, reply, svg, "image/svg+xml; charset=utf-8", "public, max-age=604800, stale-while-revalidate=86400");
  });
}
