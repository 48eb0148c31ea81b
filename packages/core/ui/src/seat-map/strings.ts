/** Chinese (zh-CN) texts of the seat map (namespace "seatMap"); problem texts read as the contract's seatProblemMessage. */
export const seatMapZhCN = {
  screen: "银幕",
  stage: "舞台",
  mapLabel: "{{hall}}座位图",
  mapLabelPlain: "座位图",
  row: "{{row}}排",
  seat: "{{row}}排{{seat}}座",
  state: { free: "可选", taken: "已售", selected: "已选", disabled: "不可售" },
  couple: "情侣座",
  legend: "图例",
  zonePrice: "{{zone}} {{price}}",
  scrollHint: "座位较多，可左右滑动查看",
  problems: {
    none: "请选择座位",
    too_many: "每单最多选{{max}}个座位",
    duplicate: "{{seat}}重复选择，请重新选座",
    unknown: "座位{{seat}}不存在，请重新选座",
    disabled: "{{seat}}不可售，请选择其他座位",
    taken: "{{seat}}已售出，请选择其他座位",
    couple_half: "{{seat}}是情侣座，须两个座位一起购买",
    single_gap: "请不要在{{seat}}留下单个空座",
  },
};

/** English texts, the same keys as {@link seatMapZhCN}. */
export const seatMapEn: typeof seatMapZhCN = {
  screen: "Screen",
  stage: "Stage",
  mapLabel: "Seat map of {{hall}}",
  mapLabelPlain: "Seat map",
  row: "Row {{row}}",
  seat: "Row {{row}} seat {{seat}}",
  state: { free: "available", taken: "sold", selected: "selected", disabled: "not for sale" },
  couple: "couple seat",
  legend: "Legend",
  zonePrice: "{{zone}} {{price}}",
  scrollHint: "Swipe sideways to see every seat",
  problems: {
    none: "Choose your seats",
    too_many: "Up to {{max}} seats per order",
    duplicate: "{{seat}} was chosen twice. Choose again.",
    unknown: "Seat {{seat}} does not exist. Choose again.",
    disabled: "{{seat}} is not for sale. Choose another seat.",
    taken: "{{seat}} is sold. Choose another seat.",
    couple_half: "{{seat}} is a couple seat: both halves are sold together.",
    single_gap: "Please do not leave {{seat}} as a single empty seat.",
  },
};
