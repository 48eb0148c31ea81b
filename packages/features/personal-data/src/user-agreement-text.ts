import type { PolicySection } from "@wenlv/ui";

/*
 * The user service agreement (用户服务协议) shown at /UserPrivacy. It describes what this product
 * actually does (phone login, real-name timed tickets, orders that close when unpaid, refunds by
 * each product's rules, account deletion with a 15-day notice period) under PRC law: 《民法典》
 * (standard terms arts. 496-498), 《电子商务法》, 《消费者权益保护法》, 《个人信息保护法》 and the
 * Civil Procedure Law on jurisdiction. Sections flagged `important` limit the user's rights or
 * choose the court and are shown in bold, as art. 496 requires. Chinese only: it is the binding text.
 */

/** Version (date) of the agreement text. */
export const USER_AGREEMENT_VERSION = "2026-11-21";

/** Title of the agreement. */
export const USER_AGREEMENT_HEADING = "苏州文旅平台用户服务协议";

/** The lines before the first section. */
export const USER_AGREEMENT_INTRO = "欢迎使用苏州文旅平台。请您在注册、登录和下单前仔细阅读本协议，特别是以粗体标明的条款。";

/** One section of the agreement; `important` sections are shown in bold. */
export type AgreementSection = PolicySection & { important?: boolean };

/** The agreement, zh-CN. */
export const userAgreementZhCN: AgreementSection[] = [
  {
    heading: "一、协议的订立",
    paragraphs: [
      "本协议是您与苏州文旅平台运营方（以下简称“我们”）之间就使用本平台网页、公众号、小程序及合作方应用内页面（以下统称“本平台”）所订立的协议。",
      "您勾选同意、登录或使用本平台，即表示您已阅读并同意本协议和《隐私政策》。如您不同意，请停止使用。不满十八周岁的未成年人应在监护人陪同下阅读并经其同意后使用。",
    ],
  },
  {
    heading: "二、账号",
    paragraphs: [
      "您可以使用手机号和短信验证码登录，也可以通过微信、社会保障卡、合作银行或合作方应用授权登录；首次使用第三方授权登录时需绑定手机号。一个手机号只能对应一个账号。",
      "账号仅限您本人使用，不得出借、转让或出售。请妥善保管验证码和密码；通过您的账号进行的操作视为您本人的行为，但因我们的过错导致的除外。发现账号被盗用，请立即联系客服。",
      "您可以在「我的 - 设置 - 注销账号」申请注销。申请提交后所有登录立即失效，15天后删除或匿名化您的个人信息，期间重新登录即撤回申请；订单记录依法保存三年。",
    ],
  },
  {
    heading: "三、实名制购票与出行人信息",
    paragraphs: [
      "景区实行实名分时预约的，购票时须为每位出行人填写真实姓名和有效证件号码，入园时须出示与订单一致的证件。因信息填写错误导致无法入园的，按该门票的退改规则处理。",
      "提供证件信息前需要您单独同意。为他人购票或将他人添加为常用出行人的，您应事先取得其同意。不同意提供证件信息的，仍可浏览和购买无需实名的商品。",
    ],
  },
  {
    heading: "四、预订、支付与电子凭证",
    paragraphs: [
      "商品的价格、库存、可用日期和时段、使用规则以下单页面显示为准，价格以人民币计。订单提交后请在页面提示的时间内完成支付，逾期未支付的订单自动关闭，库存随之释放。",
      "支付成功后，门票以电子凭证（二维码和券码）形式发放，可在「我的订单」中查看。请勿将凭证截图转发他人，因凭证泄露被他人使用造成的损失由您自行承担，但我们存在过错的除外。",
      "本平台展示的景区、场馆、酒店、演出等商品和服务由对应的经营者提供，我们负责信息展示、交易撮合和售票服务，并依法核验经营者资质。经营者信息可在商品详情页查看。",
    ],
  },
  {
    heading: "五、退改规则",
    paragraphs: [
      "每件商品的退改规则在商品详情页和下单页面显示，下单即视为同意。未使用的门票在规则允许的期限内可以申请退款，已使用、已过期或规则注明不可退的除外。",
      "退款原路返回支付账户，一般在审核通过后的7个工作日内到账。因景区临时闭园、限流或不可抗力导致无法使用的，我们协助您全额退款。",
      "本条不排除或限制您依照《消费者权益保护法》等法律享有的权利。",
    ],
  },
  {
    heading: "六、使用规范",
    paragraphs: [
      "您不得：以倒卖牟利为目的大量囤积、转售门票；使用脚本、外挂等自动化手段抢购、刷单或频繁请求；冒用他人身份或证件信息；恶意下单占用库存；发布违法、侵权、虚假或骚扰性的评论和内容；干扰本平台的正常运行。",
      "您违反上述规范的，我们可以视情节取消相关订单、限制功能或暂停账号，并依法向有关部门报告；由此给他人或我们造成损失的，您应依法承担责任。",
    ],
  },
  {
    heading: "七、责任限制（重要条款）",
    important: true,
    paragraphs: [
      "因系统维护、网络故障或不可抗力导致服务中断的，我们将尽快恢复并事先或及时通知；由此给您造成直接损失的，我们在过错范围内依法承担责任。",
      "景区、场馆等经营者提供的服务质量问题，由该经营者依法承担责任；我们协助您联系经营者并处理投诉，不能提供经营者真实名称、地址和有效联系方式的，由我们依法承担责任。",
      "本协议不免除我们因故意或重大过失造成您财产损失的责任，也不免除造成您人身损害的责任。",
    ],
  },
  {
    heading: "八、个人信息保护",
    paragraphs: [
      "我们按照《个人信息保护法》和《隐私政策》处理您的个人信息。您可以在「个人信息管理」中查看、导出您的信息，撤回对证件信息、出行人和位置信息的授权，或申请注销账号。",
    ],
  },
  {
    heading: "九、知识产权",
    paragraphs: [
      "本平台的页面设计、文字、图片和软件的知识产权归我们或相关权利人所有。未经许可，不得复制、抓取或用于商业用途。您发布的评论等内容，由您保证不侵犯他人权利。",
    ],
  },
  {
    heading: "十、协议的变更",
    paragraphs: [
      "本协议变更时，我们将在登录和下单前提示您阅读新版本；您不同意的，可以停止使用并注销账号。变更不影响此前已成立订单的约定。",
    ],
  },
  {
    heading: "十一、法律适用与争议解决（重要条款）",
    important: true,
    paragraphs: [
      "本协议的订立、履行和解释适用中华人民共和国法律（不包括港澳台地区法律）。",
      "发生争议的，双方应先友好协商；协商不成的，任何一方均可向江苏省苏州市有管辖权的人民法院提起诉讼。您也可以向消费者协会投诉或拨打12315。",
    ],
  },
  {
    heading: "十二、联系我们",
    paragraphs: [
      "对本协议或服务有疑问、投诉或建议，请通过本平台的「联系我们」页面或客服电话联系我们，我们将在15个工作日内答复。",
      "本协议自2026年11月21日起生效。",
    ],
  },
];
