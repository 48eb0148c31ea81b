#!/usr/bin/env node
// Re-checks the `coordQuality: "checked"` records of data/scenic-spots.json: each one's stored point
// (GCJ-02) must be the WGS-84 coordinate published on the page named in its `coordSource`, converted
// to GCJ-02. The WGS-84 values below were copied from those pages (Wikipedia articles or their
// mirrors, or a page giving GPS coordinates); see seed/README.md. Run from apps/api:
// `node seed/check-coords.mjs` (exit code 1 on a mismatch). No dependencies: the conversion is the
// public WGS-84 -> GCJ-02 formula (it gives the same 6-decimal results as the `gcoord` package).
import { readFileSync } from "node:fs";

/** WGS-84 [lng, lat] as published on the coordSource page of each checked record. */
const PUBLISHED = {
  wangshiyuan: { wgs: [120.6298889, 31.3003333], text: "31°18′01.20″N 120°37′47.60″E" },
  liuyuan: { wgs: [120.5881111, 31.3175278], text: "31°19′03.10″N 120°35′17.20″E" },
  canglangting: { wgs: [120.621139, 31.297028], text: "31°17′49.3″N 120°37′16.1″E" },
  hanshansi: { wgs: [120.5648306, 31.3124083], text: "31.3124083; 120.5648306" },
  yipu: { wgs: [120.604722, 31.31525], text: "31°18′54.9″N 120°36′17.0″E" },
  huqiu: { wgs: [120.5763889, 31.3380561], text: "31°20'17.002\" N 120°34'35\" E (Tiger Hill Pagoda)" },
  lingyanshan: { wgs: [120.49726, 31.26416], text: "31°15′51″N 120°29′50″E (Lingyanshan Temple)" },
  chongyuansi: { wgs: [120.7801666, 31.406813], text: "31.406813°N 120.7801666°E" },
  "huanxiu-shanzhuang": { wgs: [120.609, 31.313167], text: "31°18′47.4″N 120°36′32.4″E" },
  shuangta: { wgs: [120.6297, 31.3089], text: "31°18′32″N 120°37′47″E" },
  "suzhou-silk-museum": { wgs: [120.6141667, 31.3254167], text: "31°19′31.5″N 120°36′51″E" },
  beisita: { wgs: [120.615, 31.3245], text: "31.32450,120.61500 (GPS, fr.aroundus.com)" },
};

/** Largest accepted distance (m) between the stored point and the converted published one. */
const TOLERANCE_M = 50;

function wgsToGcj(lng, lat) {
  const a = 6378245.0;
  const ee = 0.006693421622965943;
  const PI = Math.PI;
  const tLat = (x, y) => {
    let r = -100 + 2 * x + 3 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x));
    r += ((20 * Math.sin(6 * x * PI) + 20 * Math.sin(2 * x * PI)) * 2) / 3;
    r += ((20 * Math.sin(y * PI) + 40 * Math.sin((y / 3) * PI)) * 2) / 3;
    r += ((160 * Math.sin((y / 12) * PI) + 320 * Math.sin((y * PI) / 30)) * 2) / 3;
    return r;
  };
  const tLng = (x, y) => {
    let r = 300 + x + 2 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x));
    r += ((20 * Math.sin(6 * x * PI) + 20 * Math.sin(2 * x * PI)) * 2) / 3;
    r += ((20 * Math.sin(x * PI) + 40 * Math.sin((x / 3) * PI)) * 2) / 3;
    r += ((150 * Math.sin((x / 12) * PI) + 300 * Math.sin((x / 30) * PI)) * 2) / 3;
    return r;
  };
  let dLat = tLat(lng - 105, lat - 35);
  let dLng = tLng(lng - 105, lat - 35);
  const radLat = (lat / 180) * PI;
  const magic = 1 - ee * Math.sin(radLat) ** 2;
  const sq = Math.sqrt(magic);
  dLat = (dLat * 180) / (((a * (1 - ee)) / (magic * sq)) * PI);
  dLng = (dLng * 180) / ((a / sq) * Math.cos(radLat) * PI);
  return [lng + dLng, lat + dLat];
}

function metres([lng1, lat1], [lng2, lat2]) {
  const r = Math.PI / 180;
  const x = Math.sin(((lat2 - lat1) * r) / 2) ** 2 + Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(((lng2 - lng1) * r) / 2) ** 2;
  return 2 * 6371000 * Math.asin(Math.sqrt(x));
}

const spots = JSON.parse(readFileSync(new URL("./data/scenic-spots.json", import.meta.url), "utf8"));
const problems = [];
for (const s of spots) {
  const published = PUBLISHED[s.slug];
  if (s.coordQuality !== "checked") {
    if (published) problems.push(`${s.slug}: listed here but not marked "checked"`);
    continue;
  }
  if (!published) {
    problems.push(`${s.slug}: marked "checked" but no published coordinate is listed here`);
    continue;
  }
  const gcj = wgsToGcj(...published.wgs).map((v) => Number(v.toFixed(6)));
  const d = metres(gcj, [s.lng, s.lat]);
  console.log(`${s.slug.padEnd(22)} page ${published.text.padEnd(48)} -> ${gcj.join(", ")}  stored ${s.lng}, ${s.lat}  (${d.toFixed(0)} m)`);
  if (d > TOLERANCE_M) problems.push(`${s.slug}: stored point is ${d.toFixed(0)} m from the converted published one`);
}
for (const slug of Object.keys(PUBLISHED)) if (!spots.some((s) => s.slug === slug)) problems.push(`${slug}: no such record`);
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log(`${Object.keys(PUBLISHED).length} checked coordinates agree with their sources.`);
