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
  /*
   * Wording by product kind (i18next context: `refund.before_line` is used for a travel line and
   * falls back to `refund.before` for a ticket): a line is boarded, a show or film is entered, a
   * room is checked into; the rules themselves are the same (decision 022).
   */
  tags_line: { id_card: "刷身份证登车", qr: "扫码登车" },
  tags_performance: { id_card: "刷身份证入场", qr: "扫码入场" },
  tags_movie: { id_card: "刷身份证入场", qr: "扫码入场" },
  refund_line: {
    anytime: "未使用的出行凭证在出发日前（含当天）可随时申请全额退款。",
    before: "出发前{{hours}}小时以前可免费退款，之后不可退款。",
    partial: "未使用的出行凭证可申请退款，每位收取费用{{percent}}%的手续费。",
    none: "该线路一经售出不可退款。",
  },
  refund_performance: {
    anytime: "未使用的电子票在演出开始前可随时申请全额退款。",
    before: "演出开始前{{hours}}小时以前可免费退票，之后不可退票。",
    partial: "未使用的电子票可申请退票，每张收取票价{{percent}}%的手续费。",
    none: "该演出票一经售出不可退票。",
  },
  refund_movie: {
    anytime: "未使用的电影票在开场前可随时申请全额退款。",
    before: "开场前{{hours}}小时以前可免费退票，之后不可退票。",
    partial: "未使用的电影票可申请退票，每张收取票价{{percent}}%的手续费。",
    none: "该电影票一经售出不可退票。",
  },
  refund_hotel: {
    anytime: "入住日前（含当天）可随时免费取消。",
    before: "入住前{{hours}}小时以前可免费取消，之后不可取消。",
    partial: "可申请取消，每间夜收取房费{{percent}}%的手续费。",
    none: "该房型一经预订不可取消。",
  },
  entryLabel_line: "集合方式",
  entryLabel_performance: "入场方式",
  entryLabel_movie: "入场方式",
  entryLabel_hotel: "入住方式",
  entry_line: { id_card: "集合时凭出行人身份证核验登车", qr: "集合时向领队出示出行凭证二维码" },
  entry_performance: { id_card: "凭下单时填写的观演人身份证入场", qr: "凭订单中的电子票二维码入场" },
  entry_movie: { id_card: "凭购票人身份证入场", qr: "凭订单中的取票码扫码入场" },
  entry_hotel: { id_card: "凭入住人身份证办理入住", qr: "到店出示入住凭证办理入住" },
  sample_line: "以上规则为示例数据，以旅行社公告为准",
  sample_performance: "以上规则为示例数据，以主办方公告为准",
  sample_movie: "以上规则为示例数据，以影院公告为准",
  sample_hotel: "以上规则为示例数据，以酒店公告为准",
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
  tags_line: { id_card: "ID card boarding", qr: "QR code boarding" },
  tags_performance: { id_card: "ID card entry", qr: "QR code entry" },
  tags_movie: { id_card: "ID card entry", qr: "QR code entry" },
  refund_line: {
    anytime: "Unused travel codes can be refunded in full any time up to and on the departure day.",
    before: "Free cancellation until {{hours}} hours before departure; no refund after that.",
    partial: "Unused travel codes can be refunded, less a fee of {{percent}}% per traveller.",
    none: "This tour cannot be refunded once paid.",
  },
  refund_performance: {
    anytime: "Unused e-tickets can be refunded in full any time before the show starts.",
    before: "Free cancellation until {{hours}} hours before the show; no refund after that.",
    partial: "Unused e-tickets can be refunded, less a fee of {{percent}}% of the price per ticket.",
    none: "Show tickets cannot be refunded once paid.",
  },
  refund_movie: {
    anytime: "Unused film tickets can be refunded in full any time before the showing starts.",
    before: "Free cancellation until {{hours}} hours before the showing; no refund after that.",
    partial: "Unused film tickets can be refunded, less a fee of {{percent}}% of the price per ticket.",
    none: "Film tickets cannot be refunded once paid.",
  },
  refund_hotel: {
    anytime: "Free cancellation any time up to and on the check-in day.",
    before: "Free cancellation until {{hours}} hours before check-in; no cancellation after that.",
    partial: "Can be cancelled, less a fee of {{percent}}% of the room rate per night.",
    none: "This room cannot be cancelled once booked.",
  },
  entryLabel_line: "Meeting",
  entryLabel_performance: "Entry",
  entryLabel_movie: "Entry",
  entryLabel_hotel: "Check-in",
  entry_line: { id_card: "The guide checks each traveller's ID card at the meeting point", qr: "Show the travel code to the guide at the meeting point" },
  entry_performance: { id_card: "Enter with the ID card of the audience member named on the order", qr: "Show the e-ticket QR code at the door" },
  entry_movie: { id_card: "Enter with the buyer's ID card", qr: "Scan the ticket code of your order at the cinema" },
  entry_hotel: { id_card: "Check in with each guest's ID card", qr: "Show the check-in code at the front desk" },
  sample_line: "These terms are sample data; the travel agency's own notice prevails",
  sample_performance: "These terms are sample data; the organiser's own notice prevails",
  sample_movie: "These terms are sample data; the cinema's own notice prevails",
  sample_hotel: "These terms are sample data; the hotel's own notice prevails",
};
