/**
 * Seed data: real scenic spots of Suzhou (苏州), one record per spot, covering all ten county-level
 * areas. See README.md beside this file for how it was compiled, what is verified and what is not.
 *
 * Conventions:
 * - `lng`/`lat` are GCJ-02 (the coordinate system of Amap/高德), 6 decimals.
 * - prices are integer fen (分): 8000 = ¥80.
 * - descriptions are written for this project (not copied from any source).
 */

/** Area codes (GB/T 2260) of Suzhou's ten county-level areas. */
export type SuzhouAreaCode =
  | "320505"
  | "320506"
  | "320507"
  | "320508"
  | "320509"
  | "320510"
  | "320581"
  | "320582"
  | "320583"
  | "320585";

/** Names of the ten areas, keyed by area code. */
export const suzhouAreas: Readonly<Record<SuzhouAreaCode, { nameZh: string; nameEn: string }>> = {
  "320505": { nameZh: "虎丘区（苏州高新区）", nameEn: "Huqiu District (Suzhou New District)" },
  "320506": { nameZh: "吴中区", nameEn: "Wuzhong District" },
  "320507": { nameZh: "相城区", nameEn: "Xiangcheng District" },
  "320508": { nameZh: "姑苏区", nameEn: "Gusu District" },
  "320509": { nameZh: "吴江区", nameEn: "Wujiang District" },
  "320510": { nameZh: "苏州工业园区", nameEn: "Suzhou Industrial Park" },
  "320581": { nameZh: "常熟市", nameEn: "Changshu" },
  "320582": { nameZh: "张家港市", nameEn: "Zhangjiagang" },
  "320583": { nameZh: "昆山市", nameEn: "Kunshan" },
  "320585": { nameZh: "太仓市", nameEn: "Taicang" },
};

/** Who a ticket SKU is for; `free` is a 0-fen reservation. */
export type SeedTicketKind = "adult" | "child" | "senior" | "student" | "free";

/** One ticket SKU of a spot. `priceFen` is integer fen (8000 = ¥80). */
export type SeedTicket = {
  code: string;
  nameZh: string;
  nameEn: string;
  priceFen: number;
  kind: SeedTicketKind;
  /** Whether the buyer must give the visitor's real name / ID (实名制). */
  realName: boolean;
};

/**
 * How the coordinates were obtained:
 * - `poi`: taken from a published Amap (高德) POI lookup, GCJ-02;
 * - `estimate`: placed by hand from map knowledge, believed within a few hundred metres —
 *   check against an Amap POI search before relying on it for navigation.
 */
export type SeedCoordQuality = "poi" | "estimate";

/** One scenic spot of the seed data set. */
export type SeedScenicSpot = {
  /** Stable ASCII id, unique. */
  slug: string;
  nameZh: string;
  nameEn: string;
  areaCode: SuzhouAreaCode;
  addressZh: string;
  /** GCJ-02 longitude. */
  lng: number;
  /** GCJ-02 latitude. */
  lat: number;
  coordQuality: SeedCoordQuality;
  /** National A-level rating (5 = 5A); 0 if unrated. */
  aLevel: 0 | 1 | 2 | 3 | 4 | 5;
  openingHours: string;
  /** 1-3 short Chinese tags. */
  tags: string[];
  descriptionZh: string;
  descriptionEn: string;
  tickets: SeedTicket[];
  /** Bookable entry slots, "HH:MM-HH:MM". */
  timeSlots: string[];
  /** Capacity of each time slot (visitors per slot per day). */
  dailyCapacity: number;
  source: { name: string; url: string };
  hot: boolean;
  /** Price-season choice and other facts worth knowing or still to be checked. */
  note?: string;
};

// ---------------------------------------------------------------------------------------------
// Helpers (kept private: the export is the data).

const GARDEN_HOURS = "07:30-17:30（3月1日-11月15日）；07:30-17:00（11月16日-次年2月底）";
const GARDEN_SLOTS = ["07:30-09:30", "09:30-11:30", "11:30-13:30", "13:30-15:30", "15:30-17:00"];
const MUSEUM_SLOTS = ["09:00-11:00", "11:00-13:00", "13:00-15:00", "15:00-16:00"];
const DAY_SLOTS = ["08:00-10:00", "10:00-12:00", "12:00-14:00", "14:00-17:00"];
const OPEN_SLOTS = ["08:00-12:00", "12:00-17:00", "17:00-21:00"];
const PARK_SLOTS = ["09:00-11:00", "11:00-13:00", "13:00-15:00", "15:00-17:00"];

/** Upper-case SKU prefix from a slug ("suzhou-museum" -> "SUZHOU-MUSEUM"). */
function skuPrefix(slug: string): string {
  return slug.toUpperCase();
}

/**
 * Adult ticket plus, when `half` is set, the half-price SKUs Jiangsu's public policy gives to
 * minors aged 6-18 and full-time students (children under 6 enter free and need no SKU).
 */
function paid(
  slug: string,
  adultFen: number,
  opts: { half?: boolean; realName?: boolean; nameZh?: string; nameEn?: string } = {},
): SeedTicket[] {
  const realName = opts.realName ?? true;
  const p = skuPrefix(slug);
  const tickets: SeedTicket[] = [
    {
      code: `${p}-ADULT`,
      nameZh: opts.nameZh ?? "成人票",
      nameEn: opts.nameEn ?? "Adult",
      priceFen: adultFen,
      kind: "adult",
      realName,
    },
  ];
  if (opts.half ?? true) {
    const halfFen = Math.round(adultFen / 2);
    tickets.push(
      { code: `${p}-CHILD`, nameZh: "未成年人半价票（6-18周岁）", nameEn: "Minor 6-18 (half price)", priceFen: halfFen, kind: "child", realName },
      { code: `${p}-STUDENT`, nameZh: "学生半价票（全日制本科及以下）", nameEn: "Full-time student (half price)", priceFen: halfFen, kind: "student", realName },
    );
  }
  return tickets;
}

/** A single 0-fen reservation SKU for a free place. */
function free(slug: string, realName = true): SeedTicket[] {
  return [
    {
      code: `${skuPrefix(slug)}-FREE`,
      nameZh: "免费预约",
      nameEn: "Free reservation",
      priceFen: 0,
      kind: "free",
      realName,
    },
  ];
}

/** Baidu Baike entry for `title`. */
function baike(title: string): { name: string; url: string } {
  return { name: `百度百科：${title}`, url: `https://baike.baidu.com/item/${encodeURIComponent(title)}` };
}

/** Chinese Wikipedia article `title`. */
function zhwiki(title: string): { name: string; url: string } {
  return { name: `维基百科：${title}`, url: `https://zh.wikipedia.org/wiki/${encodeURIComponent(title)}` };
}

// ---------------------------------------------------------------------------------------------

/** The seed scenic spots (51 records, all ten areas). */
export const scenicSpots: SeedScenicSpot[] = [
  // ------------------------------------------------------------------ 320508 姑苏区 Gusu
  {
    slug: "zhuozhengyuan",
    nameZh: "拙政园",
    nameEn: "Humble Administrator's Garden",
    areaCode: "320508",
    addressZh: "江苏省苏州市姑苏区东北街178号",
    lng: 120.629026,
    lat: 31.324165,
    coordQuality: "poi",
    aLevel: 5,
    openingHours: GARDEN_HOURS,
    tags: ["园林", "世界遗产"],
    descriptionZh:
      "始建于明代正德年间，是苏州现存面积最大的古典园林。全园以水为核心，分东、中、西三部分，远香堂、小飞虹、香洲等景致沿池岸次第展开，亭榭疏密有致，花木四季更替，被视为江南私家园林的代表作，1997年列入世界文化遗产名录。",
    descriptionEn:
      "The largest of Suzhou's classical gardens, laid out around ponds in the early 16th century and inscribed on the UNESCO World Heritage List in 1997.",
    tickets: paid("zhuozhengyuan", 8000),
    timeSlots: [...GARDEN_SLOTS],
    dailyCapacity: 2000,
    source: { name: "拙政园官方网站", url: "https://www.szzzy.cn/" },
    hot: true,
    note: "票价取旺季价¥80（淡季¥70）；旺淡季日期以苏州市园林和绿化管理局公告为准。实名分时预约。",
  },
  {
    slug: "suzhou-museum",
    nameZh: "苏州博物馆",
    nameEn: "Suzhou Museum",
    areaCode: "320508",
    addressZh: "江苏省苏州市姑苏区东北街204号",
    lng: 120.627648,
    lat: 31.322992,
    coordQuality: "poi",
    aLevel: 0,
    openingHours: "09:00-17:00（16:00停止入馆），周一闭馆（法定节假日除外）",
    tags: ["博物馆", "建筑"],
    descriptionZh:
      "由建筑师贝聿铭主持设计的新馆于2006年落成，与拙政园仅一墙之隔。建筑以几何化的粉墙黛瓦呼应古城肌理，片石假山与水院以墙为纸、以石为绘；馆藏吴地书画、陶瓷与工艺品等文物，本馆常设展免费开放，需提前实名预约。",
    descriptionEn:
      "I. M. Pei's 2006 museum building next to the Humble Administrator's Garden, housing Wu-region paintings, ceramics and crafts; entry is free with a timed reservation.",
    tickets: free("suzhou-museum"),
    timeSlots: [...MUSEUM_SLOTS],
    dailyCapacity: 1500,
    source: { name: "苏州博物馆官方网站", url: "https://www.szmuseum.com/" },
    hot: true,
    note: "本馆免费实名预约；部分特展另行收费。A级评定未核实，暂记0。",
  },
  {
    slug: "shizilin",
    nameZh: "狮子林",
    nameEn: "Lion Grove Garden",
    areaCode: "320508",
    addressZh: "江苏省苏州市姑苏区园林路23号",
    lng: 120.6248,
    lat: 31.3219,
    coordQuality: "estimate",
    aLevel: 4,
    openingHours: GARDEN_HOURS,
    tags: ["园林", "世界遗产"],
    descriptionZh:
      "始建于元代，原为禅寺后园，因园中湖石形如群狮而得名。园内假山洞壑盘旋曲折、上下贯通，游人穿行其间如入迷宫，是古典园林叠山艺术的典型；燕誉堂、真趣亭、问梅阁等建筑点缀其间，为世界文化遗产苏州古典园林之一。",
    descriptionEn:
      "A Yuan-dynasty garden famous for its labyrinth of lion-shaped Taihu rockery; part of the Classical Gardens of Suzhou World Heritage site.",
    tickets: paid("shizilin", 4000),
    timeSlots: [...GARDEN_SLOTS],
    dailyCapacity: 1200,
    source: baike("狮子林"),
    hot: true,
    note: "票价取旺季价¥40（淡季¥30）。",
  },
  {
    slug: "liuyuan",
    nameZh: "留园",
    nameEn: "Lingering Garden",
    areaCode: "320508",
    addressZh: "江苏省苏州市姑苏区留园路338号",
    lng: 120.59226,
    lat: 31.315369,
    coordQuality: "poi",
    aLevel: 5,
    openingHours: GARDEN_HOURS,
    tags: ["园林", "世界遗产"],
    descriptionZh:
      "位于阊门外，始建于明代万历年间，清代几经扩建。园中以建筑空间的收放转折见长，曲廊、漏窗与庭院层层相套，冠云峰是园内最负盛名的太湖石峰。与拙政园、颐和园、避暑山庄并称中国四大名园，列入世界文化遗产。",
    descriptionEn:
      "A Ming-dynasty garden outside Changmen Gate renowned for its sequence of courtyards and corridors and the towering Cloud-Capped Peak rock; one of China's four most celebrated gardens.",
    tickets: paid("liuyuan", 5500),
    timeSlots: [...GARDEN_SLOTS],
    dailyCapacity: 1500,
    source: zhwiki("留园"),
    hot: true,
    note: "票价取旺季价¥55（淡季¥45）。",
  },
  {
    slug: "wangshiyuan",
    nameZh: "网师园",
    nameEn: "Master of the Nets Garden",
    areaCode: "320508",
    addressZh: "江苏省苏州市姑苏区带城桥路阔家头巷11号",
    lng: 120.6306,
    lat: 31.2996,
    coordQuality: "estimate",
    aLevel: 4,
    openingHours: `${GARDEN_HOURS}；夜花园季节性开放`,
    tags: ["园林", "世界遗产", "夜游"],
    descriptionZh:
      "始建于南宋，清乾隆年间重修，取渔隐之意得名。园子面积不大，以彩霞池为中心，把住宅、书房与山水紧凑地组合在一起，布局以小见大、尺度精巧，被誉为苏州中小型园林的典范；夏秋季节常开放夜花园，可在园中听评弹、看昆曲。",
    descriptionEn:
      "A compact garden first laid out in the Southern Song, admired for fitting water, rockery and residence into a small plot; seasonal night tours feature Kunqu and Pingtan.",
    tickets: paid("wangshiyuan", 4000),
    timeSlots: [...GARDEN_SLOTS],
    dailyCapacity: 600,
    source: zhwiki("网师园"),
    hot: true,
    note: "日游票取旺季价¥40（淡季¥30）；夜花园票另售，未收录。",
  },
  {
    slug: "canglangting",
    nameZh: "沧浪亭",
    nameEn: "Canglang Pavilion",
    areaCode: "320508",
    addressZh: "江苏省苏州市姑苏区沧浪亭街3号",
    lng: 120.6248,
    lat: 31.2969,
    coordQuality: "estimate",
    aLevel: 4,
    openingHours: GARDEN_HOURS,
    tags: ["园林", "世界遗产"],
    descriptionZh:
      "苏州现存历史最久的古典园林之一，北宋诗人苏舜钦购地筑亭，取“沧浪之水清兮”之意命名。园外一泓清水环绕，入园先见土石假山与古木，复廊以百余种图案各异的漏窗沟通内外景色，古朴自然的山林气息在苏州园林中独树一帜。",
    descriptionEn:
      "One of Suzhou's oldest gardens, founded by the Northern Song poet Su Shunqin, known for its wooded mound and a double corridor pierced by over a hundred lattice windows.",
    tickets: paid("canglangting", 2000),
    timeSlots: [...GARDEN_SLOTS],
    dailyCapacity: 500,
    source: zhwiki("沧浪亭"),
    hot: false,
    note: "票价取旺季价¥20（淡季¥15）。A级为4A（待核）。",
  },
  {
    slug: "huqiu",
    nameZh: "虎丘山风景名胜区",
    nameEn: "Tiger Hill",
    areaCode: "320508",
    addressZh: "江苏省苏州市姑苏区虎丘山门内8号",
    lng: 120.5796,
    lat: 31.3353,
    coordQuality: "estimate",
    aLevel: 5,
    openingHours: GARDEN_HOURS,
    tags: ["古迹", "古塔", "山水"],
    descriptionZh:
      "有“吴中第一名胜”之称，相传吴王阖闾葬于此山。山体不高而古迹密集，始建于五代末、落成于北宋初的云岩寺塔因地基不均向西北倾斜，是苏州古城的标志；剑池、千人石、憨憨泉等景点各有传说，春季花会与秋季庙会尤其热闹。",
    descriptionEn:
      "A wooded hill north-west of the old city, crowned by the leaning 10th-century Yunyan Pagoda and dotted with legendary sites such as the Sword Pool.",
    tickets: paid("huqiu", 8000),
    timeSlots: [...GARDEN_SLOTS],
    dailyCapacity: 2000,
    source: zhwiki("虎丘"),
    hot: true,
    note: "票价取旺季价¥80（淡季¥70）。行政上属姑苏区虎丘街道，而非虎丘区。",
  },
  {
    slug: "hanshansi",
    nameZh: "寒山寺",
    nameEn: "Hanshan Temple",
    areaCode: "320508",
    addressZh: "江苏省苏州市姑苏区寒山寺弄24号",
    lng: 120.5702,
    lat: 31.3083,
    coordQuality: "estimate",
    aLevel: 4,
    openingHours: "07:30-17:00",
    tags: ["寺庙", "古迹"],
    descriptionZh:
      "始建于南朝梁天监年间，因唐代诗人张继《枫桥夜泊》中“姑苏城外寒山寺，夜半钟声到客船”而闻名海内外。寺内有钟楼、碑廊和普明宝塔，紧邻古运河、枫桥与铁铃关，每逢除夕举行的新年听钟声活动已成为苏州的年俗。",
    descriptionEn:
      "A temple founded in the 6th century and made famous by Zhang Ji's Tang poem about its midnight bell; New Year's Eve bell ringing draws crowds every year.",
    tickets: paid("hanshansi", 2000),
    timeSlots: ["07:30-09:30", "09:30-11:30", "11:30-13:30", "13:30-15:30", "15:30-16:30"],
    dailyCapacity: 1200,
    source: zhwiki("寒山寺"),
    hot: true,
  },
  {
    slug: "pingjianglu",
    nameZh: "平江路历史街区",
    nameEn: "Pingjiang Road Historic Block",
    areaCode: "320508",
    addressZh: "江苏省苏州市姑苏区平江路（南口：干将东路）",
    lng: 120.634455,
    lat: 31.313927,
    coordQuality: "poi",
    aLevel: 4,
    openingHours: "全天开放（沿街商铺约09:00-22:00）",
    tags: ["历史街区", "水乡"],
    descriptionZh:
      "平江历史文化街区的主干道，沿河而行，街巷格局与南宋《平江图》大体一致。石板路一侧是潺潺河道，另一侧是粉墙黛瓦的老宅与深巷，评弹茶馆、书店、小吃与手作小店点缀其间，是体验苏州“水陆并行、河街相邻”格局的好去处。",
    descriptionEn:
      "A canal-side lane in the Pingjiang historic district whose layout still follows the 13th-century city map, lined with old houses, teahouses and small shops.",
    tickets: free("pingjianglu", false),
    timeSlots: [...OPEN_SLOTS],
    dailyCapacity: 2000,
    source: baike("平江路"),
    hot: true,
    note: "街区免费开放，预约SKU仅用于平台客流统计；坐标为南口（干将东路）。",
  },
  {
    slug: "shantangjie",
    nameZh: "山塘街",
    nameEn: "Shantang Street",
    areaCode: "320508",
    addressZh: "江苏省苏州市姑苏区山塘街（东起广济路渡僧桥）",
    lng: 120.600943,
    lat: 31.318276,
    coordQuality: "poi",
    aLevel: 4,
    openingHours: "全天开放（沿街商铺约09:00-22:00）",
    tags: ["历史街区", "夜游", "水乡"],
    descriptionZh:
      "由唐代诗人白居易任苏州刺史时主持开凿的山塘河及河堤形成，东起阊门渡僧桥，西至虎丘，号称“七里山塘”。东段商铺与会馆密集，夜晚灯影映水；西段更显清幽，可乘摇橹船往来，是姑苏繁华市井的缩影。",
    descriptionEn:
      "A 3.6 km canal street laid out under Tang governor Bai Juyi, running from Changmen Gate to Tiger Hill and at its most atmospheric in the evening.",
    tickets: free("shantangjie", false),
    timeSlots: [...OPEN_SLOTS],
    dailyCapacity: 2000,
    source: baike("山塘街"),
    hot: true,
    note: "街区免费；游船票另售，未收录。坐标为东口（广济路）。",
  },
  {
    slug: "panmen",
    nameZh: "盘门",
    nameEn: "Panmen Gate",
    areaCode: "320508",
    addressZh: "江苏省苏州市姑苏区东大街49号",
    lng: 120.6148,
    lat: 31.2893,
    coordQuality: "estimate",
    aLevel: 4,
    openingHours: "07:30-17:30",
    tags: ["古迹", "城门"],
    descriptionZh:
      "位于古城西南隅，是国内现存唯一水陆并列的古城门，水门与陆门交错而设，瓮城结构完整。景区内瑞光塔、吴门桥与城门合称“盘门三景”，还可登上城墙，俯瞰古运河与护城河交汇处的开阔水面。",
    descriptionEn:
      "The only surviving Chinese city gate combining land and water gates, grouped with Ruiguang Pagoda and Wumen Bridge as the 'three sights of Panmen'.",
    tickets: paid("panmen", 4000),
    timeSlots: ["07:30-09:30", "09:30-11:30", "11:30-13:30", "13:30-15:30", "15:30-17:00"],
    dailyCapacity: 800,
    source: baike("盘门"),
    hot: false,
  },
  {
    slug: "ouyuan",
    nameZh: "耦园",
    nameEn: "Couple's Retreat Garden",
    areaCode: "320508",
    addressZh: "江苏省苏州市姑苏区仓街小新桥巷6号",
    lng: 120.6386,
    lat: 31.3178,
    coordQuality: "estimate",
    aLevel: 0,
    openingHours: GARDEN_HOURS,
    tags: ["园林", "世界遗产"],
    descriptionZh:
      "位于古城东北、三面环水，清代官员沈秉成与妻子严永华曾在此隐居，“耦”字寓意夫妻偕隐。住宅居中，东西两侧各有一园，东园黄石假山雄浑古朴，形成苏州园林中少见的“一宅两园”格局，已列入世界文化遗产。",
    descriptionEn:
      "A Qing-dynasty residence with a garden on each side, built as a retreat by an official and his poet wife and surrounded by canals on three sides.",
    tickets: paid("ouyuan", 2500),
    timeSlots: [...GARDEN_SLOTS],
    dailyCapacity: 400,
    source: zhwiki("耦园"),
    hot: false,
    note: "票价取旺季价¥25（淡季¥20）。A级评定未核实，暂记0。",
  },
  {
    slug: "xiyuansi",
    nameZh: "西园寺",
    nameEn: "West Garden Temple (Jiechuang Temple)",
    areaCode: "320508",
    addressZh: "江苏省苏州市姑苏区西园路18号",
    lng: 120.5893,
    lat: 31.3162,
    coordQuality: "estimate",
    aLevel: 4,
    openingHours: "07:30-17:00",
    tags: ["寺庙"],
    descriptionZh:
      "全称戒幢律寺，与留园相邻，原为明代园林西园的一部分，后改为佛寺。寺内殿宇宏敞，罗汉堂中五百罗汉塑像神态各异；寺西放生池与湖心亭环境清幽，寺与园相互交融，是苏州重要的佛教道场。",
    descriptionEn:
      "Jiechuang Vinaya Temple beside the Lingering Garden, a former Ming garden turned monastery, known for its hall of 500 arhat statues.",
    tickets: paid("xiyuansi", 2500),
    timeSlots: ["07:30-09:30", "09:30-11:30", "11:30-13:30", "13:30-16:30"],
    dailyCapacity: 800,
    source: baike("西园寺"),
    hot: false,
    note: "票价¥25为记忆中的公开价，待核；A级（4A）待核。",
  },
  {
    slug: "beisita",
    nameZh: "北寺塔（报恩寺）",
    nameEn: "North Temple Pagoda (Bao'en Temple)",
    areaCode: "320508",
    addressZh: "江苏省苏州市姑苏区人民路1918号",
    lng: 120.6225,
    lat: 31.3233,
    coordQuality: "estimate",
    aLevel: 0,
    openingHours: "08:00-17:00",
    tags: ["古塔", "寺庙"],
    descriptionZh:
      "报恩寺塔俗称北寺塔，寺院相传始创于三国东吴时期，现存塔身为南宋时重建的八角九层砖木结构宝塔，是古城内最高的古塔之一。登塔可俯瞰古城连绵的屋顶与远处群山，寺内小园清静，是古城北部的重要地标。",
    descriptionEn:
      "Bao'en Temple's nine-storey Southern Song pagoda, one of the tallest old structures in the walled city, with views across Suzhou's rooftops.",
    tickets: paid("beisita", 2500),
    timeSlots: ["08:00-10:00", "10:00-12:00", "12:00-14:00", "14:00-16:30"],
    dailyCapacity: 400,
    source: baike("北寺塔"),
    hot: false,
    note: "票价¥25待核（登塔或另收费）；A级评定未核实，暂记0。",
  },
  {
    slug: "yipu",
    nameZh: "艺圃",
    nameEn: "Garden of Cultivation",
    areaCode: "320508",
    addressZh: "江苏省苏州市姑苏区文衙弄5号",
    lng: 120.6116,
    lat: 31.3148,
    coordQuality: "estimate",
    aLevel: 0,
    openingHours: "07:30-17:00",
    tags: ["园林", "世界遗产"],
    descriptionZh:
      "隐于古城西北的民居小巷之中，始建于明代嘉靖年间，后归文震孟、姜埰等文人所有。园林面积不大，以池水为中心，南岸假山林木苍郁，北岸延光阁临水舒展，整体风格简朴疏朗，较多地保留了明代园林风貌，列入世界文化遗产。",
    descriptionEn:
      "A small, quiet Ming-dynasty garden hidden in residential lanes, valued for its plain, open layout around a central pond; a World Heritage property.",
    tickets: paid("yipu", 1000),
    timeSlots: ["07:30-09:30", "09:30-11:30", "11:30-13:30", "13:30-16:30"],
    dailyCapacity: 300,
    source: zhwiki("艺圃"),
    hot: false,
    note: "票价¥10待核；A级评定未核实，暂记0。",
  },

  // ------------------------------------------------------------------ 320506 吴中区 Wuzhong
  {
    slug: "mudu",
    nameZh: "木渎古镇",
    nameEn: "Mudu Ancient Town",
    areaCode: "320506",
    addressZh: "江苏省苏州市吴中区木渎镇山塘街",
    lng: 120.5168,
    lat: 31.2628,
    coordQuality: "estimate",
    aLevel: 4,
    openingHours: "08:00-17:00（古镇街区全天开放，园林宅第按此时间）",
    tags: ["古镇", "园林"],
    descriptionZh:
      "位于灵岩山脚下，相传吴王夫差为西施修建馆娃宫时“积木塞渎”，古镇因此得名。街区沿香溪与胥江展开，严家花园、虹饮山房、古松园等园林宅第相对集中，清代乾隆帝南巡时曾多次到访，可乘船沿河游览或登灵岩山眺望。",
    descriptionEn:
      "A canal town at the foot of Lingyan Hill whose name is tied to legends of the Wu king's palace, with several restored gardens and mansions along the Xiangxi stream.",
    tickets: paid("mudu", 7800, { nameZh: "景点联票（成人）", nameEn: "Combined sights ticket (adult)" }),
    timeSlots: [...DAY_SLOTS],
    dailyCapacity: 1000,
    source: baike("木渎古镇"),
    hot: false,
    note: "古镇街区免费，联票¥78含主要园林宅第（待核）。",
  },
  {
    slug: "lingyanshan",
    nameZh: "灵岩山",
    nameEn: "Lingyan Hill",
    areaCode: "320506",
    addressZh: "江苏省苏州市吴中区木渎镇灵岩山",
    lng: 120.5092,
    lat: 31.2738,
    coordQuality: "estimate",
    aLevel: 4,
    openingHours: "06:30-16:30",
    tags: ["山水", "寺庙"],
    descriptionZh:
      "海拔约182米，山多奇石，相传为春秋时吴王馆娃宫所在地。山顶有灵岩山寺和灵岩塔，是近代著名的净土宗道场；沿古道拾级而上约需半小时，可俯瞰木渎古镇与太湖平原，是苏州人周末登高的热门去处。",
    descriptionEn:
      "A 182 m hill above Mudu, said to hold the site of the Wu king's palace for Xi Shi, topped by Lingyan Temple and its pagoda.",
    tickets: free("lingyanshan"),
    timeSlots: ["06:30-09:00", "09:00-11:00", "11:00-13:00", "13:00-15:00"],
    dailyCapacity: 1500,
    source: baike("灵岩山"),
    hot: false,
    note: "按免门票处理（待核）；开放时间待核。",
  },
  {
    slug: "tianpingshan",
    nameZh: "天平山",
    nameEn: "Tianping Hill",
    areaCode: "320506",
    addressZh: "江苏省苏州市吴中区木渎镇天平山",
    lng: 120.5035,
    lat: 31.2955,
    coordQuality: "estimate",
    aLevel: 4,
    openingHours: "07:30-17:00",
    tags: ["山水", "赏枫"],
    descriptionZh:
      "以红枫、奇石、清泉“三绝”著称，山麓有范仲淹后裔栽下的古枫林，深秋层林尽染，是国内著名的赏枫胜地。山中怪石嶙峋，白云泉清冽，高义园、范公祠等纪念北宋名臣范仲淹，每年秋季举办红枫节。",
    descriptionEn:
      "A hill famed for its centuries-old maple grove planted by descendants of Fan Zhongyan, best visited during the autumn Red Maple Festival.",
    tickets: paid("tianpingshan", 3000),
    timeSlots: [...DAY_SLOTS],
    dailyCapacity: 1200,
    source: baike("天平山"),
    hot: false,
    note: "票价¥30待核，红枫节期间可能上调。行政归属（吴中区木渎镇）待核。",
  },
  {
    slug: "luzhi",
    nameZh: "甪直古镇",
    nameEn: "Luzhi Ancient Town",
    areaCode: "320506",
    addressZh: "江苏省苏州市吴中区甪直镇",
    lng: 120.8623,
    lat: 31.261,
    coordQuality: "estimate",
    aLevel: 4,
    openingHours: "08:00-17:00（古镇街区全天开放，景点按此时间）",
    tags: ["古镇", "水乡"],
    descriptionZh:
      "拥有两千五百多年历史的水乡古镇，镇内河道纵横、古桥密布，素有“江南桥都”之称。保圣寺内保存有唐代塑壁罗汉的遗存，另有叶圣陶纪念馆、王韬纪念馆、万盛米行等人文景点，水乡妇女服饰是当地的非物质文化遗产。",
    descriptionEn:
      "An ancient water town called the 'capital of bridges', with Tang-period arhat sculptures at Baosheng Temple and a distinctive local women's costume.",
    tickets: paid("luzhi", 7800, { nameZh: "景点联票（成人）", nameEn: "Combined sights ticket (adult)" }),
    timeSlots: [...DAY_SLOTS],
    dailyCapacity: 1000,
    source: baike("甪直古镇"),
    hot: false,
    note: "古镇街区免费，联票¥78（待核）。",
  },
  {
    slug: "dongshan-luxiang",
    nameZh: "东山陆巷古村",
    nameEn: "Luxiang Ancient Village, Dongshan",
    areaCode: "320506",
    addressZh: "江苏省苏州市吴中区东山镇陆巷村",
    lng: 120.3395,
    lat: 31.1115,
    coordQuality: "estimate",
    aLevel: 5,
    openingHours: "08:00-17:00",
    tags: ["古村", "太湖"],
    descriptionZh:
      "位于东山半岛西北麓、太湖之滨，是明代名臣王鏊的故乡。村中保存有较多明清古建筑，解元、会元、探花三座牌楼横跨古街，惠和堂等厅堂雕饰精美；村落背山面湖、巷弄纵横，曾是多部古装影视剧的取景地。",
    descriptionEn:
      "A lakeside village on the Dongshan peninsula, hometown of Ming grand secretary Wang Ao, with Ming–Qing halls and three memorial archways over its old street.",
    tickets: paid("dongshan-luxiang", 4000),
    timeSlots: [...DAY_SLOTS],
    dailyCapacity: 600,
    source: baike("陆巷古村"),
    hot: false,
    note: "5A指吴中太湖旅游区（东山景区）整体评级；票价¥40待核。",
  },
  {
    slug: "qionglongshan",
    nameZh: "穹窿山",
    nameEn: "Qionglong Mountain",
    areaCode: "320506",
    addressZh: "江苏省苏州市吴中区穹窿山风景区（藏书穹窿路）",
    lng: 120.4188,
    lat: 31.2586,
    coordQuality: "estimate",
    aLevel: 5,
    openingHours: "07:30-16:30",
    tags: ["山水", "道观"],
    descriptionZh:
      "海拔约341米，为苏州地区的最高峰，林木繁茂，素有“吴中第一峰”之称。相传春秋时孙武曾隐居山中著述兵法，今建有孙武苑；山上还有上真观、宁邦寺等宫观寺院，登顶可远眺太湖，是吴中太湖旅游区的组成部分。",
    descriptionEn:
      "Suzhou's highest peak (about 341 m), linked by tradition to Sun Tzu's retreat, with Taoist and Buddhist sites and views over Lake Tai.",
    tickets: paid("qionglongshan", 6000),
    timeSlots: ["07:30-09:30", "09:30-11:30", "11:30-13:30", "13:30-15:30"],
    dailyCapacity: 800,
    source: baike("穹窿山"),
    hot: false,
    note: "5A指吴中太湖旅游区整体评级；票价¥60待核。",
  },

  // ------------------------------------------------------------------ 320507 相城区 Xiangcheng
  {
    slug: "yuyao-jinzhuan-museum",
    nameZh: "御窑金砖博物馆",
    nameEn: "Imperial Kiln Golden Brick Museum",
    areaCode: "320507",
    addressZh: "江苏省苏州市相城区元和街道御窑遗址园",
    lng: 120.626,
    lat: 31.3645,
    coordQuality: "estimate",
    aLevel: 0,
    openingHours: "09:00-16:30，周一闭馆（法定节假日除外）",
    tags: ["博物馆", "非遗"],
    descriptionZh:
      "陆慕一带自明代起为宫廷烧制细料方砖，即俗称的“金砖”，北京紫禁城宫殿地面多有铺设。博物馆建于御窑遗址之上，建筑造型取意砖窑，展示金砖从选土、制坯到窑烧的繁复工序和相关文献，金砖制作技艺为国家级非物质文化遗产。",
    descriptionEn:
      "A museum on the site of the imperial kilns at Lumu explaining how the fine 'golden bricks' paving Beijing's Forbidden City were made.",
    tickets: free("yuyao-jinzhuan-museum"),
    timeSlots: ["09:00-11:00", "11:00-13:00", "13:00-15:00", "15:00-16:00"],
    dailyCapacity: 300,
    source: baike("御窑金砖博物馆"),
    hot: false,
    note: "免费预约；开放时间与A级评定待核。",
  },
  {
    slug: "huqiu-wetland-park",
    nameZh: "虎丘湿地公园",
    nameEn: "Tiger Hill Wetland Park",
    areaCode: "320507",
    addressZh: "江苏省苏州市相城区虎丘湿地公园",
    lng: 120.5825,
    lat: 31.362,
    coordQuality: "estimate",
    aLevel: 4,
    openingHours: "06:00-18:00",
    tags: ["湿地", "公园"],
    descriptionZh:
      "位于虎丘以北的相城区境内，由原有的鱼塘与河网整治而成的城市湿地公园。园内水面开阔、芦苇丛生，设有木栈道、观鸟点与骑行道，可观察多种水鸟和湿地植物，是市民休闲骑行与亲近自然的好去处。",
    descriptionEn:
      "An urban wetland park north of Tiger Hill with boardwalks, bird-watching spots and cycling paths.",
    tickets: free("huqiu-wetland-park", false),
    timeSlots: ["06:00-09:00", "09:00-12:00", "12:00-15:00", "15:00-18:00"],
    dailyCapacity: 1500,
    source: baike("虎丘湿地公园"),
    hot: false,
    note: "免费开放；A级（4A）与开放时间待核。",
  },
  {
    slug: "china-flower-botanical-garden",
    nameZh: "苏州中国花卉植物园",
    nameEn: "Suzhou China Flower Botanical Garden",
    areaCode: "320507",
    addressZh: "江苏省苏州市相城区望亭镇",
    lng: 120.424,
    lat: 31.455,
    coordQuality: "estimate",
    aLevel: 4,
    openingHours: "08:30-17:00",
    tags: ["植物园", "赏花"],
    descriptionZh:
      "位于相城区望亭镇、太湖之滨，以花卉展示和园艺科普为主题。园区种植大量观赏花木，按季节举办各类花展，设有温室展馆、花海和亲子游乐区域，适合春秋赏花、家庭休闲与园艺爱好者参观。",
    descriptionEn:
      "A flower-themed botanical garden near Lake Tai in Wangting, with seasonal flower shows, glasshouses and family play areas.",
    tickets: free("china-flower-botanical-garden"),
    timeSlots: [...PARK_SLOTS],
    dailyCapacity: 800,
    source: baike("苏州中国花卉植物园"),
    hot: false,
    note: "按免费预约处理，花展期间可能收费（待核）；A级待核。",
  },
  {
    slug: "lianhuadao",
    nameZh: "阳澄湖莲花岛",
    nameEn: "Lotus Island, Yangcheng Lake",
    areaCode: "320507",
    addressZh: "江苏省苏州市相城区阳澄湖镇莲花岛",
    lng: 120.771,
    lat: 31.437,
    coordQuality: "estimate",
    aLevel: 3,
    openingHours: "全天开放（渡船约07:00-18:00）",
    tags: ["湖岛", "乡村"],
    descriptionZh:
      "阳澄湖中的一座生态小岛，岛上以农家乐与田园风光为主，遍植莲藕和果树，秋季是品尝阳澄湖大闸蟹的热门去处。游客需乘渡船登岛，可骑行环岛一周，感受开阔的湖光与渔家生活。",
    descriptionEn:
      "A small farming island in Yangcheng Lake reached by ferry, popular in autumn for hairy-crab meals and lakeside cycling.",
    tickets: free("lianhuadao", false),
    timeSlots: [...DAY_SLOTS],
    dailyCapacity: 500,
    source: baike("莲花岛"),
    hot: false,
    note: "登岛免费，渡船费另付（未收录）；A级（3A）与渡船时间待核。",
  },

  // ------------------------------------------------------------------ 320505 虎丘区/高新区 High-tech zone
  {
    slug: "taihu-wetland-park",
    nameZh: "苏州太湖湿地公园",
    nameEn: "Suzhou Taihu Wetland Park",
    areaCode: "320505",
    addressZh: "江苏省苏州市虎丘区（高新区）镇湖街道太湖大道",
    lng: 120.3855,
    lat: 31.2815,
    coordQuality: "estimate",
    aLevel: 4,
    openingHours: "08:30-17:00",
    tags: ["湿地", "太湖"],
    descriptionZh:
      "位于高新区镇湖街道，依托太湖东岸的湖湾湿地建设，水面与芦苇荡、林地交错分布。园内设有木栈道、观景塔和科普展馆，可以观赏多种湿地鸟类与水生植物，是苏州建成较早、规模较大的湿地公园之一。",
    descriptionEn:
      "A lakeshore wetland park in Zhenhu on Lake Tai, with boardwalks, a viewing tower and exhibits on wetland birds and plants.",
    tickets: paid("taihu-wetland-park", 6000),
    timeSlots: ["08:30-10:30", "10:30-12:30", "12:30-14:30", "14:30-16:30"],
    dailyCapacity: 800,
    source: baike("苏州太湖湿地公园"),
    hot: false,
    note: "票价¥60待核。",
  },
  {
    slug: "dayangshan",
    nameZh: "大阳山国家森林公园",
    nameEn: "Dayang Mountain National Forest Park",
    areaCode: "320505",
    addressZh: "江苏省苏州市虎丘区（高新区）大阳山国家森林公园",
    lng: 120.4575,
    lat: 31.354,
    coordQuality: "estimate",
    aLevel: 4,
    openingHours: "06:00-17:30",
    tags: ["山水", "森林", "徒步"],
    descriptionZh:
      "大阳山是苏州城西群山中的主峰之一，森林茂密，山间设有植物园和多条登山步道。园内四季景色分明，春季赏樱、秋季观叶，登上山顶可俯瞰苏州高新区城区与远处的太湖，是市民徒步健身的热门线路。",
    descriptionEn:
      "A forested national forest park on Dayang Mountain west of the city, with hiking trails, a botanical garden and views over the high-tech zone.",
    tickets: free("dayangshan", false),
    timeSlots: ["06:00-09:00", "09:00-12:00", "12:00-15:00", "15:00-17:30"],
    dailyCapacity: 1500,
    source: baike("大阳山国家森林公园"),
    hot: false,
    note: "登山步道按免费处理，园中园（植物园等）可能另收费（待核）。",
  },
  {
    slug: "suzhou-amusement-land-forest-world",
    nameZh: "苏州乐园森林世界",
    nameEn: "Suzhou Amusement Land Forest World",
    areaCode: "320505",
    addressZh: "江苏省苏州市虎丘区（高新区）大阳山国家森林公园内",
    lng: 120.472,
    lat: 31.3575,
    coordQuality: "estimate",
    aLevel: 4,
    openingHours: "09:30-17:00（旺季及节假日延长，以乐园公告为准）",
    tags: ["主题乐园", "亲子"],
    descriptionZh:
      "苏州乐园迁址大阳山后打造的森林主题游乐园，依托山地地形布置过山车、峡谷漂流、森林剧场等游乐项目，并结合自然生态与动物互动区域，适合亲子家庭和年轻游客，旺季夜间常有灯光与演艺活动。",
    descriptionEn:
      "Suzhou Amusement Land's forest-themed park at Dayang Mountain, with roller coasters, rafting and shows set into the hillside.",
    tickets: [
      { code: "SUZHOU-AMUSEMENT-LAND-FOREST-WORLD-ADULT", nameZh: "成人日场票", nameEn: "Adult day ticket", priceFen: 23000, kind: "adult", realName: true },
      { code: "SUZHOU-AMUSEMENT-LAND-FOREST-WORLD-CHILD", nameZh: "儿童票（1.2-1.4米）", nameEn: "Child 1.2-1.4 m", priceFen: 15000, kind: "child", realName: true },
      { code: "SUZHOU-AMUSEMENT-LAND-FOREST-WORLD-SENIOR", nameZh: "长者票（60周岁以上）", nameEn: "Senior 60+", priceFen: 15000, kind: "senior", realName: true },
    ],
    timeSlots: ["09:30-11:00", "11:00-13:00", "13:00-15:00", "15:00-16:00"],
    dailyCapacity: 2000,
    source: baike("苏州乐园森林世界"),
    hot: false,
    note: "乐园执行市场调节价，¥230/¥150为参考价并常有动态价格，待核；儿童与长者票非半价政策。",
  },
  {
    slug: "baimajian",
    nameZh: "白马涧生态园",
    nameEn: "Baimajian Ecological Park",
    areaCode: "320505",
    addressZh: "江苏省苏州市虎丘区（高新区）枫桥街道白马涧生态园",
    lng: 120.485,
    lat: 31.313,
    coordQuality: "estimate",
    aLevel: 4,
    openingHours: "08:00-17:00",
    tags: ["山水", "徒步"],
    descriptionZh:
      "位于高新区枫桥街道的山间谷地，相传东晋高僧支遁曾在此放养白马，因而得名。园内有龙池、花溪、林间步道等景点，竹林与溪涧相映、空气清新，春季赏花、夏季避暑都很适宜，也是城西徒步的入口之一。",
    descriptionEn:
      "A wooded valley park in the western hills linked to the legend of the monk Zhi Dun's white horse, with streams, a dragon pool and hiking paths.",
    tickets: free("baimajian"),
    timeSlots: [...DAY_SLOTS],
    dailyCapacity: 800,
    source: baike("白马涧"),
    hot: false,
    note: "按免费预约处理（待核）。",
  },

  // ------------------------------------------------------------------ 320509 吴江区 Wujiang
  {
    slug: "tongli",
    nameZh: "同里古镇",
    nameEn: "Tongli Ancient Town",
    areaCode: "320509",
    addressZh: "江苏省苏州市吴江区同里镇同里古镇旅游区",
    lng: 120.722983,
    lat: 31.154527,
    coordQuality: "poi",
    aLevel: 5,
    openingHours: "08:00-17:30（古镇夜景区域延长开放）",
    tags: ["古镇", "水乡", "世界遗产"],
    descriptionZh:
      "建镇于宋代，十五条河道把古镇分隔为七个小岛，四十余座古桥又将它们连成一体。镇中明清宅第与园林众多，退思园以贴水而建著称并列入世界文化遗产；走太平、吉利、长庆三桥和游览珍珠塔景园是游客常选的体验。",
    descriptionEn:
      "A Song-dynasty water town of canals and bridges whose Tuisi Garden is a World Heritage property; walking the 'Three Bridges' is a local custom.",
    tickets: paid("tongli", 10000),
    timeSlots: [...DAY_SLOTS],
    dailyCapacity: 2000,
    source: baike("同里古镇"),
    hot: true,
    note: "门票¥100含退思园等主要景点。",
  },
  {
    slug: "lili",
    nameZh: "黎里古镇",
    nameEn: "Lili Ancient Town",
    areaCode: "320509",
    addressZh: "江苏省苏州市吴江区黎里镇",
    lng: 120.728,
    lat: 30.932,
    coordQuality: "estimate",
    aLevel: 4,
    openingHours: "全天开放（纪念馆等约08:30-17:00）",
    tags: ["古镇", "水乡"],
    descriptionZh:
      "位于吴江区东南部，古镇沿市河东西延伸，两岸廊棚绵延，备弄、驳岸与缆船石保存较好。这里是南社发起人之一柳亚子的故乡，柳亚子纪念馆等人文遗存丰富；古镇免费开放，夜晚灯影映河，生活气息浓郁。",
    descriptionEn:
      "A lived-in canal town with long covered walkways, hometown of poet Liu Yazi; the town itself is free to enter.",
    tickets: free("lili", false),
    timeSlots: [...OPEN_SLOTS],
    dailyCapacity: 1200,
    source: baike("黎里古镇"),
    hot: false,
  },
  {
    slug: "zhenze",
    nameZh: "震泽古镇",
    nameEn: "Zhenze Ancient Town",
    areaCode: "320509",
    addressZh: "江苏省苏州市吴江区震泽镇宝塔街",
    lng: 120.4975,
    lat: 30.9158,
    coordQuality: "estimate",
    aLevel: 4,
    openingHours: "全天开放（师俭堂等约08:30-17:00）",
    tags: ["古镇", "丝绸"],
    descriptionZh:
      "地处吴江西部，紧邻太湖和浙江，是历史悠久的蚕丝重镇。古镇以宝塔街为核心，慈云寺塔倒映在頔塘河中，师俭堂集中体现了江南商贾宅第的格局，镇上的丝绸文化展陈讲述了当地蚕桑与丝绸产业的来龙去脉。",
    descriptionEn:
      "A silk town on the Di Tang canal near Lake Tai, centred on Baota Street with Ciyun Pagoda and the merchant mansion Shijian Hall.",
    tickets: free("zhenze", false),
    timeSlots: [...OPEN_SLOTS],
    dailyCapacity: 800,
    source: baike("震泽古镇"),
    hot: false,
    note: "街区免费；个别宅第可能单独收费（待核）。",
  },

  // ------------------------------------------------------------------ 320510 苏州工业园区 SIP
  {
    slug: "jinjihu",
    nameZh: "金鸡湖景区",
    nameEn: "Jinji Lake Scenic Area",
    areaCode: "320510",
    addressZh: "江苏省苏州市苏州工业园区金鸡湖景区",
    lng: 120.700743,
    lat: 31.303492,
    coordQuality: "poi",
    aLevel: 5,
    openingHours: "全天开放",
    tags: ["湖泊", "夜游", "城市地标"],
    descriptionZh:
      "位于苏州工业园区中心，是国内规模最大的城市湖泊公园之一。环湖分布着李公堤、月光码头、苏州文化艺术中心、东方之门等景观，步道与绿地相连，夜晚灯光与城市天际线相映成趣，集中展现了苏州的现代都市风貌。",
    descriptionEn:
      "A large city lake at the heart of Suzhou Industrial Park, ringed by promenades, the Gate of the Orient and cultural venues, best known for its night skyline.",
    tickets: free("jinjihu", false),
    timeSlots: [...OPEN_SLOTS],
    dailyCapacity: 2000,
    source: baike("金鸡湖"),
    hot: true,
    note: "湖区免费；游船、摩天轮等项目另售，未收录。",
  },
  {
    slug: "ligongdi",
    nameZh: "李公堤",
    nameEn: "Ligong Causeway",
    areaCode: "320510",
    addressZh: "江苏省苏州市苏州工业园区金鸡湖李公堤",
    lng: 120.688,
    lat: 31.3055,
    coordQuality: "estimate",
    aLevel: 5,
    openingHours: "全天开放（商户约10:00-次日01:00）",
    tags: ["湖堤", "夜游", "美食"],
    descriptionZh:
      "金鸡湖中的一条长堤，始筑于清代光绪年间，因时任元和知县李超琼主持修筑而得名。如今堤上建有仿古风格的商业街区，汇集餐厅、酒吧与文化空间，入夜后可沿堤漫步，欣赏金鸡湖两岸的灯光。",
    descriptionEn:
      "A causeway across Jinji Lake first built in the 1880s under county magistrate Li Chaoqiong, now lined with restaurants and bars.",
    tickets: free("ligongdi", false),
    timeSlots: [...OPEN_SLOTS],
    dailyCapacity: 1000,
    source: baike("李公堤"),
    hot: false,
    note: "属金鸡湖5A景区组成部分。",
  },
  {
    slug: "yangchenghu-peninsula",
    nameZh: "阳澄湖半岛旅游度假区",
    nameEn: "Yangcheng Lake Peninsula Resort",
    areaCode: "320510",
    addressZh: "江苏省苏州市苏州工业园区阳澄湖半岛",
    lng: 120.8,
    lat: 31.415,
    coordQuality: "estimate",
    aLevel: 4,
    openingHours: "全天开放",
    tags: ["湖泊", "骑行", "度假"],
    descriptionZh:
      "位于阳澄湖东湖与中湖之间，是苏州工业园区打造的生态休闲旅游度假区。半岛上环湖绿道、湿地、农庄与度假酒店分布其间，骑行与徒步线路完善，秋季可品尝阳澄湖大闸蟹，重元寺也坐落于此。",
    descriptionEn:
      "A lakeside leisure peninsula in Yangcheng Lake with greenways, wetlands and farm stays, popular for cycling and autumn crab feasts.",
    tickets: free("yangchenghu-peninsula", false),
    timeSlots: [...OPEN_SLOTS],
    dailyCapacity: 1500,
    source: baike("阳澄湖半岛旅游度假区"),
    hot: false,
    note: "度假区免费；A级（4A）待核。",
  },
  {
    slug: "chongyuansi",
    nameZh: "重元寺",
    nameEn: "Chongyuan Temple",
    areaCode: "320510",
    addressZh: "江苏省苏州市苏州工业园区阳澄湖半岛重元寺",
    lng: 120.7925,
    lat: 31.404,
    coordQuality: "estimate",
    aLevel: 4,
    openingHours: "07:30-16:30",
    tags: ["寺庙"],
    descriptionZh:
      "始建于南朝梁代，原址在苏州古城内，后在阳澄湖半岛异地重建。寺院建筑依水而立，湖中观音阁高耸挺拔，殿宇宏大庄严，是苏州工业园区的宗教文化地标，也可在湖畔观赏水上寺院的独特景观。",
    descriptionEn:
      "A temple founded in the 6th century and rebuilt on the Yangcheng Lake peninsula, dominated by a tall Guanyin pavilion standing in the water.",
    tickets: paid("chongyuansi", 2000),
    timeSlots: ["07:30-09:30", "09:30-11:30", "11:30-13:30", "13:30-15:30"],
    dailyCapacity: 800,
    source: baike("重元寺"),
    hot: false,
    note: "票价¥20与A级（4A）待核。",
  },

  // ------------------------------------------------------------------ 320583 昆山市 Kunshan
  {
    slug: "zhouzhuang",
    nameZh: "周庄古镇",
    nameEn: "Zhouzhuang Ancient Town",
    areaCode: "320583",
    addressZh: "江苏省苏州市昆山市周庄镇全福路43号",
    lng: 120.851109,
    lat: 31.115334,
    coordQuality: "poi",
    aLevel: 5,
    openingHours: "08:00-17:00（古镇夜游另行开放）",
    tags: ["古镇", "水乡"],
    descriptionZh:
      "被誉为“中国第一水乡”，已有九百多年历史。古镇四面环水，河道呈井字形，保存有多座元明清古桥和大量明清民居；双桥因画家陈逸飞的油画而名扬海外，沈厅、张厅则展示了江南富户宅第的典型格局。",
    descriptionEn:
      "Often called China's first water town, with Ming–Qing houses, the famous Double Bridge painted by Chen Yifei, and the Shen and Zhang family halls.",
    tickets: paid("zhouzhuang", 10000),
    timeSlots: [...DAY_SLOTS],
    dailyCapacity: 2000,
    source: baike("周庄古镇"),
    hot: true,
    note: "日游门票¥100；夜游另售，未收录。",
  },
  {
    slug: "jinxi",
    nameZh: "锦溪古镇",
    nameEn: "Jinxi Ancient Town",
    areaCode: "320583",
    addressZh: "江苏省苏州市昆山市锦溪镇",
    lng: 120.906,
    lat: 31.18,
    coordQuality: "estimate",
    aLevel: 4,
    openingHours: "08:00-17:00",
    tags: ["古镇", "博物馆"],
    descriptionZh:
      "位于昆山南部、淀山湖畔，相传南宋孝宗宠妃陈妃葬于镇中的五保湖，留下“陈妃水冢”的传说。古镇有“中国民间博物馆之乡”之称，古砖瓦、古董、紫砂等十余座小型博物馆分布在老街两侧，风貌古朴宁静。",
    descriptionEn:
      "A quiet water town near Dianshan Lake known for the legendary Consort Chen's water tomb and its cluster of small folk museums.",
    tickets: paid("jinxi", 6500),
    timeSlots: [...DAY_SLOTS],
    dailyCapacity: 800,
    source: baike("锦溪古镇"),
    hot: false,
    note: "票价¥65待核。",
  },
  {
    slug: "qiandeng",
    nameZh: "千灯古镇",
    nameEn: "Qiandeng Ancient Town",
    areaCode: "320583",
    addressZh: "江苏省苏州市昆山市千灯镇",
    lng: 121.0015,
    lat: 31.264,
    coordQuality: "estimate",
    aLevel: 4,
    openingHours: "古镇全天开放；纪念馆等08:00-17:00",
    tags: ["古镇", "昆曲"],
    descriptionZh:
      "有两千五百多年历史，是明末清初思想家顾炎武的故乡，也被视为昆曲前身昆山腔的发源地之一。古镇石板街绵延一公里多，秦峰塔临河而立，顾炎武故居、顾坚纪念馆、延福禅寺等景点散布在河街两侧。",
    descriptionEn:
      "A water town, home of thinker Gu Yanwu and linked to the origins of Kunqu opera, with a long flagstone street and Qinfeng Pagoda.",
    tickets: paid("qiandeng", 4000, { nameZh: "景点联票（成人）", nameEn: "Combined sights ticket (adult)" }),
    timeSlots: [...DAY_SLOTS],
    dailyCapacity: 800,
    source: baike("千灯古镇"),
    hot: false,
    note: "古镇街区免费；联票¥40含顾炎武故居、顾坚纪念馆等（游客公开分享，待核）。",
  },
  {
    slug: "tinglinyuan",
    nameZh: "亭林园",
    nameEn: "Tinglin Park",
    areaCode: "320583",
    addressZh: "江苏省苏州市昆山市玉山镇马鞍山中路",
    lng: 120.957,
    lat: 31.3895,
    coordQuality: "estimate",
    aLevel: 4,
    openingHours: "06:00-17:30",
    tags: ["公园", "名人纪念"],
    descriptionZh:
      "位于昆山老城区北部，以玉峰山（马鞍山）为主体，为纪念顾炎武（号亭林）而得名。园内有顾炎武纪念馆、昆石馆等，昆石与琼花、并蒂莲合称“昆山三宝”，登上山顶的亭塔可俯瞰城区景色。",
    descriptionEn:
      "A hill park in central Kunshan named after Gu Yanwu, home to the Kunshan stone collection and views from Jade Peak.",
    tickets: free("tinglinyuan", false),
    timeSlots: ["06:00-09:00", "09:00-12:00", "12:00-15:00", "15:00-17:30"],
    dailyCapacity: 1000,
    source: baike("亭林园"),
    hot: false,
    note: "按免费开放处理（待核）；地址路名待核。",
  },

  // ------------------------------------------------------------------ 320582 张家港市 Zhangjiagang
  {
    slug: "zjg-xiangshan",
    nameZh: "张家港香山",
    nameEn: "Xiangshan Hill, Zhangjiagang",
    areaCode: "320582",
    addressZh: "江苏省苏州市张家港市金港镇香山风景区",
    lng: 120.397,
    lat: 31.964,
    coordQuality: "estimate",
    aLevel: 4,
    openingHours: "07:00-17:00",
    tags: ["山水", "赏梅"],
    descriptionZh:
      "位于张家港长江南岸，相传春秋时吴王曾派美人来此采集香草，山因此得名。山虽不高，但林木葱郁，山下的采香泾等古迹与传说相互印证，登临可远望长江，春季赏梅观桃是当地延续已久的游览传统。",
    descriptionEn:
      "A wooded hill by the Yangtze in Zhangjiagang, said to be where the Wu king's maidens gathered fragrant herbs; noted for plum and peach blossoms.",
    tickets: free("zjg-xiangshan", false),
    timeSlots: [...DAY_SLOTS],
    dailyCapacity: 800,
    source: baike("香山风景区（张家港）"),
    hot: false,
    note: "按免费开放处理（待核）；百科词条名待核。",
  },
  {
    slug: "fenghuang-tianzhuang",
    nameZh: "凤凰古镇·恬庄古街",
    nameEn: "Tianzhuang Old Street, Fenghuang Town",
    areaCode: "320582",
    addressZh: "江苏省苏州市张家港市凤凰镇恬庄古街",
    lng: 120.6,
    lat: 31.79,
    coordQuality: "estimate",
    aLevel: 4,
    openingHours: "全天开放（故居等约08:30-16:30）",
    tags: ["古镇", "民歌"],
    descriptionZh:
      "位于张家港凤凰镇，是清代至民国逐渐形成的商业老街，保存有榜眼府、杨氏孝坊等古建筑。凤凰镇也是吴地民歌“河阳山歌”的流传地，附近凤凰山有永庆寺等景点，适合体验张家港的乡土人文。",
    descriptionEn:
      "An old merchant street in Fenghuang town with Qing mansions, in an area known for Heyang folk songs.",
    tickets: free("fenghuang-tianzhuang", false),
    timeSlots: [...OPEN_SLOTS],
    dailyCapacity: 600,
    source: baike("恬庄古街"),
    hot: false,
    note: "街区免费；A级（4A，凤凰山景区）待核。",
  },
  {
    slug: "jiyanghu",
    nameZh: "暨阳湖生态园",
    nameEn: "Jiyang Lake Eco-Park",
    areaCode: "320582",
    addressZh: "江苏省苏州市张家港市杨舍镇暨阳湖生态园",
    lng: 120.536,
    lat: 31.858,
    coordQuality: "estimate",
    aLevel: 4,
    openingHours: "全天开放",
    tags: ["湖泊", "公园"],
    descriptionZh:
      "位于张家港城区西南，以人工湖泊为中心建设的城市生态公园。湖面开阔，环湖分布着湿地、亲水平台、游乐设施与步道，是张家港市民休闲运动的热门场所，夜间湖畔的灯光也颇具特色。",
    descriptionEn:
      "A large lake park on the edge of Zhangjiagang's city centre, with wetlands, waterside decks and lakeside trails.",
    tickets: free("jiyanghu", false),
    timeSlots: [...OPEN_SLOTS],
    dailyCapacity: 1500,
    source: baike("暨阳湖生态园"),
    hot: false,
    note: "园区免费，游乐项目另售。",
  },
  {
    slug: "shuangshandao",
    nameZh: "双山岛",
    nameEn: "Shuangshan Island",
    areaCode: "320582",
    addressZh: "江苏省苏州市张家港市双山岛旅游度假区",
    lng: 120.43,
    lat: 32.02,
    coordQuality: "estimate",
    aLevel: 4,
    openingHours: "全天开放",
    tags: ["江岛", "骑行", "乡村"],
    descriptionZh:
      "长江中的一座冲积沙洲岛，岛上保持着恬静的田园风光，江滩、芦苇、果园与民宿分布其间，可以骑行环岛，也可登上江堤观赏江景，是张家港周末乡村休闲与亲近长江的代表性目的地。",
    descriptionEn:
      "A pastoral alluvial island in the Yangtze with river beaches, reed beds and orchards, ideal for cycling.",
    tickets: free("shuangshandao", false),
    timeSlots: [...DAY_SLOTS],
    dailyCapacity: 800,
    source: baike("双山岛"),
    hot: false,
    note: "登岛交通费用另付，未收录；A级待核。",
  },

  // ------------------------------------------------------------------ 320585 太仓市 Taicang
  {
    slug: "shaxi",
    nameZh: "沙溪古镇",
    nameEn: "Shaxi Ancient Town",
    areaCode: "320585",
    addressZh: "江苏省苏州市太仓市沙溪镇",
    lng: 121.058,
    lat: 31.558,
    coordQuality: "estimate",
    aLevel: 4,
    openingHours: "全天开放",
    tags: ["古镇", "水乡"],
    descriptionZh:
      "位于太仓北部，七浦塘穿镇而过，沿河的明清民居、过街楼与廊棚保存得较为完整。河上架有多座古石桥，街巷里散布着书场、茶馆与老字号小吃，游客相对较少，能感受到原汁原味的水乡日常生活。",
    descriptionEn:
      "A low-key canal town in northern Taicang along the Qipu river, with Ming–Qing houses, covered walkways and old stone bridges.",
    tickets: free("shaxi", false),
    timeSlots: [...OPEN_SLOTS],
    dailyCapacity: 800,
    source: baike("沙溪古镇"),
    hot: false,
  },
  {
    slug: "jincanghu",
    nameZh: "金仓湖公园",
    nameEn: "Jincang Lake Park",
    areaCode: "320585",
    addressZh: "江苏省苏州市太仓市城厢镇金仓湖公园",
    lng: 121.118,
    lat: 31.507,
    coordQuality: "estimate",
    aLevel: 4,
    openingHours: "全天开放",
    tags: ["湖泊", "湿地"],
    descriptionZh:
      "位于太仓城区北部，是以金仓湖为核心的城市湿地公园，湖面、岛屿与林带相间分布。园内有环湖步道、观景平台和季节性花海，是太仓市民散步、骑行和观鸟的好地方。",
    descriptionEn:
      "A wetland lake park north of Taicang's centre with islands, lakeside paths and seasonal flower fields.",
    tickets: free("jincanghu", false),
    timeSlots: [...OPEN_SLOTS],
    dailyCapacity: 1500,
    source: baike("金仓湖"),
    hot: false,
  },
  {
    slug: "taicang-nanyuan",
    nameZh: "太仓南园",
    nameEn: "Nanyuan Garden, Taicang",
    areaCode: "320585",
    addressZh: "江苏省苏州市太仓市城厢镇南园",
    lng: 121.101,
    lat: 31.447,
    coordQuality: "estimate",
    aLevel: 0,
    openingHours: "08:00-17:00",
    tags: ["园林"],
    descriptionZh:
      "原为明代首辅王锡爵修建的私家园林，以赏梅闻名，后几经兴废，现按旧日格局修复开放。园内以水池、亭廊与梅林为主景，布局小巧雅致，是了解太仓文人园林和娄东文化的一扇窗口。",
    descriptionEn:
      "A restored garden originally built by Ming grand secretary Wang Xijue, known for its plum blossoms.",
    tickets: free("taicang-nanyuan"),
    timeSlots: [...DAY_SLOTS],
    dailyCapacity: 300,
    source: baike("南园（太仓）"),
    hot: false,
    note: "按免费预约处理，票价待核；A级评定未核实，暂记0；百科词条名待核。",
  },

  // ------------------------------------------------------------------ 320581 常熟市 Changshu
  {
    slug: "yushan",
    nameZh: "虞山",
    nameEn: "Yushan Mountain",
    areaCode: "320581",
    addressZh: "江苏省苏州市常熟市虞山国家森林公园",
    lng: 120.735,
    lat: 31.668,
    coordQuality: "estimate",
    aLevel: 5,
    openingHours: "全天开放（各景点约08:00-17:00）",
    tags: ["山水", "古迹"],
    descriptionZh:
      "横卧常熟城西北，山势由东南伸入城中，形成“七溪流水皆通海，十里青山半入城”的独特格局。山上有言子墓、仲雍墓、兴福寺（破山寺）、剑门等古迹，林木茂密，是沙家浜·虞山尚湖旅游区的重要组成部分。",
    descriptionEn:
      "A long hill running into Changshu's old town, with ancient tombs, Xingfu Temple and forest trails; part of a national 5A scenic area.",
    tickets: free("yushan", false),
    timeSlots: [...DAY_SLOTS],
    dailyCapacity: 1500,
    source: baike("虞山"),
    hot: false,
    note: "5A指沙家浜·虞山尚湖旅游区整体评级；山体免费，个别景点（如剑门）可能另收费。",
  },
  {
    slug: "shanghu",
    nameZh: "尚湖风景区",
    nameEn: "Shanghu Lake Scenic Area",
    areaCode: "320581",
    addressZh: "江苏省苏州市常熟市尚湖风景区",
    lng: 120.7,
    lat: 31.637,
    coordQuality: "estimate",
    aLevel: 5,
    openingHours: "08:00-17:00",
    tags: ["湖泊", "赏花"],
    descriptionZh:
      "位于虞山南麓，相传姜太公曾在此垂钓，湖因此得名。湖面开阔，湖中洲岛相连，设有牡丹园等多个游览分区，与虞山山水相映，四季花事不断，是常熟重要的生态休闲湖泊。",
    descriptionEn:
      "A broad lake at the foot of Yushan, linked by legend to Jiang Taigong's fishing, with islands and seasonal flower gardens.",
    tickets: free("shanghu"),
    timeSlots: [...DAY_SLOTS],
    dailyCapacity: 1500,
    source: baike("尚湖"),
    hot: false,
    note: "5A指沙家浜·虞山尚湖旅游区整体评级；按免费预约处理，牡丹花会等节庆期间可能收费（待核）。",
  },
  {
    slug: "shajiabang",
    nameZh: "沙家浜风景区",
    nameEn: "Shajiabang Scenic Area",
    areaCode: "320581",
    addressZh: "江苏省苏州市常熟市沙家浜镇",
    lng: 120.826,
    lat: 31.55,
    coordQuality: "estimate",
    aLevel: 5,
    openingHours: "08:00-17:00",
    tags: ["湿地", "红色旅游"],
    descriptionZh:
      "位于常熟沙家浜镇，因现代京剧《沙家浜》而闻名全国。景区以芦苇荡湿地为特色，可乘船穿行于曲折水道之间，另有革命历史纪念馆、春来茶馆、横泾老街等景点，兼具红色文化与水乡湿地风光。",
    descriptionEn:
      "A reed-marsh wetland made famous by the Peking opera 'Shajiabang', combining boat trips with revolutionary-history sites.",
    tickets: paid("shajiabang", 11000),
    timeSlots: [...DAY_SLOTS],
    dailyCapacity: 1200,
    source: baike("沙家浜风景区"),
    hot: false,
    note: "5A指沙家浜·虞山尚湖旅游区整体评级；票价¥110待核。",
  },
  {
    slug: "weng-tonghe-memorial",
    nameZh: "翁同龢纪念馆",
    nameEn: "Weng Tonghe Memorial Hall",
    areaCode: "320581",
    addressZh: "江苏省苏州市常熟市翁家巷门2号",
    lng: 120.7565,
    lat: 31.6545,
    coordQuality: "estimate",
    aLevel: 0,
    openingHours: "08:30-16:30，周一闭馆（法定节假日除外）",
    tags: ["名人故居", "博物馆"],
    descriptionZh:
      "位于常熟古城，原为清代帝师翁同龢家族的故居，主厅名为“綵衣堂”。宅院由多进明清建筑组成，厅堂梁枋上保存有精美的苏式彩画，展陈介绍翁同龢的生平以及翁氏家族的文化成就。",
    descriptionEn:
      "The former home of Qing imperial tutor Weng Tonghe in Changshu's old town, noted for its Suzhou-style painted beams.",
    tickets: paid("weng-tonghe-memorial", 1500),
    timeSlots: ["08:30-10:30", "10:30-12:30", "12:30-14:30", "14:30-16:00"],
    dailyCapacity: 300,
    source: baike("翁同龢纪念馆"),
    hot: false,
    note: "票价¥15与开放时间待核；A级评定未核实，暂记0。",
  },
];
