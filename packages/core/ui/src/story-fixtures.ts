/*
 * Sample data for the stories only (not exported from the package): a few real Suzhou scenic spots
 * and a generated cover, since stories run without the API and no photos are allowed in.
 */

/** A generated 4:3 SVG cover with the spot's name, as a data URL (like the API's /res/scenic/<slug>.svg). */
export function storyCover(name: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue},45%,62%)"/><stop offset="1" stop-color="hsl(${hue + 40},50%,32%)"/></linearGradient></defs>
<rect width="400" height="300" fill="url(#g)"/>
<path d="M0 230 Q100 180 200 220 T400 210 V300 H0Z" fill="rgba(255,255,255,.25)"/>
<text x="200" y="160" font-size="44" text-anchor="middle" fill="#fff" font-family="sans-serif">${name}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export type StorySpot = {
  id: number;
  name: string;
  area: string;
  tags: string[];
  aLevel: number;
  distanceM: number | null;
  minPriceFen: number | null;
  cover: string;
};

export const STORY_SPOTS: StorySpot[] = [
  { id: 1, name: "拙政园", area: "姑苏区", tags: ["园林", "世界遗产"], aLevel: 5, distanceM: 1234, minPriceFen: 8000, cover: storyCover("拙政园", 160) },
  { id: 2, name: "虎丘", area: "姑苏区", tags: ["古迹", "名塔"], aLevel: 5, distanceM: 5600, minPriceFen: 8000, cover: storyCover("虎丘", 30) },
  { id: 3, name: "留园", area: "姑苏区", tags: ["园林", "世界遗产"], aLevel: 4, distanceM: 860, minPriceFen: 5500, cover: storyCover("留园", 200) },
  { id: 4, name: "周庄古镇", area: "昆山市", tags: ["古镇", "水乡"], aLevel: 5, distanceM: 38_400, minPriceFen: 10000, cover: storyCover("周庄", 190) },
  { id: 5, name: "同里古镇", area: "吴江区", tags: ["古镇", "水乡"], aLevel: 5, distanceM: 21_700, minPriceFen: 10000, cover: storyCover("同里", 100) },
  { id: 6, name: "沙家浜", area: "常熟市", tags: ["红色旅游", "湿地"], aLevel: 5, distanceM: null, minPriceFen: 11000, cover: storyCover("沙家浜", 120) },
  { id: 7, name: "金鸡湖", area: "苏州工业园区", tags: ["湖景", "夜游"], aLevel: 5, distanceM: 9300, minPriceFen: null, cover: storyCover("金鸡湖", 220) },
  { id: 8, name: "寒山寺", area: "姑苏区", tags: ["寺庙", "钟声"], aLevel: 4, distanceM: 4200, minPriceFen: 2000, cover: storyCover("寒山寺", 10) },
];
