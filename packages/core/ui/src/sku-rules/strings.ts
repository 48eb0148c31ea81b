/**
 * Texts of a ticket SKU's rules (decision 022): the tags on its row, and the 预订须知 block shown
 * before paying (/TicketOrder) and on the order afterwards (/TicketOrderDetail).
 */
export const skuRulesZhCN = {
  title: "预订须知",
  tags: { anytime: "随时退", before: "限时退", partial: "退票收费", none: "不可退", id_card: "刷身份证入园", qr: "扫码入园" },
  tagsLabel: "退改与入园",
  refundLabel: "退改规则",
  refund: {
    anytime: "未使用的门票在出行日前（含当天）可随时申请全额退款。",
    before: "出行时段开始前{{hours}}小时以前可免费退款，之后不可退款。",
    partial: "未使用的门票可申请退款，每张收取票价{{percent}}%的手续费。",
    none: "该门票一经售出不可退款。",
  },
  entryLabel: "入园方式",
  entry: { id_card: "凭下单时填写的出行人身份证刷证入园", qr: "凭订单中的入园二维码扫码入园" },
  proofLabel: "所需证件",
  proof: { child: "需携带未成年人有效证件（身份证或户口簿）", student: "需携带有效学生证", senior: "需携带老年人有效证件（身份证）" },
  proofTag: { child: "需未成年人证件", student: "需学生证", senior: "需老年人证件" },
  sample: "以上规则为示例数据，以景区公告为准",
};

/** English texts, the same keys as {@link skuRulesZhCN}. */
export const skuRulesEn: typeof skuRulesZhCN = {
  title: "Before you book",
  tags: { anytime: "Free cancellation", before: "Cancel in time", partial: "Cancellation fee", none: "Non-refundable", id_card: "ID card entry", qr: "QR code entry" },
  tagsLabel: "Cancellation and entry",
  refundLabel: "Cancellation",
  refund: {
    anytime: "Unused tickets can be refunded in full any time up to and on the visit day.",
    before: "Free cancellation until {{hours}} hours before your time slot starts; no refund after that.",
    partial: "Unused tickets can be refunded, less a fee of {{percent}}% of the price per ticket.",
    none: "This ticket cannot be refunded once paid.",
  },
  entryLabel: "Entry",
  entry: { id_card: "Swipe the traveller's ID card at the gate", qr: "Show the QR code of your order at the gate" },
  proofLabel: "Proof needed",
  proof: { child: "Bring the minor's ID card or household register", student: "Bring a valid student card", senior: "Bring the senior's ID card" },
  proofTag: { child: "Minor's ID needed", student: "Student card needed", senior: "Senior's ID needed" },
  sample: "These terms are sample data; the site's own notice prevails",
};
