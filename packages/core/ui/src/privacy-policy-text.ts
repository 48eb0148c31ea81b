/*
 * The privacy policy shown at /PrivacyPolicy and linked from every consent checkbox. It describes
 * what this product actually does with personal data (apps/api: SMS login, sessions, travellers
 * encrypted with AES-256-GCM and masked in answers, orders, sandbox payment, page-view events) in
 * the structure of 《个人信息保护法》 (PIPL) arts. 17 and 44-47 and GB/T 35273-2020. Change the
 * version when the text changes: consent records (issue 3) refer to it.
 */

/** Version of the policy text; consents record it (one constant in the contract, shared with the API). */
export { PRIVACY_POLICY_VERSION } from "@wenlv/contract/privacy";

export type PolicySection = { heading: string; paragraphs: string[] };

/** Chinese (authoritative) text. */
export const privacyPolicyZhCN: PolicySection[] = [
  {
    heading: "一、我们收集哪些个人信息",
    paragraphs: [
      "手机号码：用于短信验证码登录和订单通知。验证码只保存其摘要，5分钟内有效，使用一次即失效。",
      "出行人信息：姓名、证件类型和证件号码，以及您选填的手机号。景区实行实名分时预约，购买实名制门票时必须提供。证件号码加密存储，页面和接口只显示打码后的号码（如 320***********1234）。",
      "订单信息：所购门票、游玩日期和时段、金额、联系人姓名和手机号、支付和退款记录。",
      "位置信息：仅在您授权后由浏览器获取，用于显示附近景区和距离，只保存在本设备的会话存储中，关闭页面即清除；拒绝授权不影响浏览和购票，本次访问中也不会再次询问。",
      "访问记录：您浏览的页面路径、随机生成的访客标识；登录后关联您的账号。用于统计和改进服务。",
    ],
  },
  {
    heading: "二、我们如何使用这些信息",
    paragraphs: [
      "完成登录、下单、支付、出票、入园核验和退款；在您联系客服时核实订单；防范刷单、撞库等安全风险（例如按手机号和网络地址限制验证码发送频率）。",
      "我们不会将您的个人信息用于与上述目的无关的用途；如需超出范围使用，将另行征得您的同意。",
    ],
  },
  {
    heading: "三、我们如何共享信息",
    paragraphs: [
      "为完成入园核验，向您所购门票的景区提供出行人姓名和打码证件号及入园凭证；为完成支付和退款，向支付机构提供订单号和金额；为发送验证码，向短信服务商提供手机号和短信内容。",
      "除法律法规要求外，我们不会向其他第三方提供您的个人信息，也不会出售您的个人信息。",
    ],
  },
  {
    heading: "四、存储和保护",
    paragraphs: [
      "个人信息存储于中华人民共和国境内。登录凭证只以摘要形式保存在服务器，本设备仅保存登录凭证；证件号码加密存储；传输使用加密连接。",
      "交易记录依照《电子商务法》第三十一条的要求，自交易完成之日起保存不少于三年；其他信息在实现目的所必需的期限内保存，期满后删除或匿名化处理。",
    ],
  },
  {
    heading: "五、您的权利",
    paragraphs: [
      "您有权查阅、复制、更正、删除您的个人信息，撤回同意，以及注销账号（《个人信息保护法》第四十四条至第四十七条）。",
      "您可以在「我的 - 常用出行人」中查看、修改和删除出行人信息；退出登录后本设备不再保留登录凭证。其他请求可通过平台客服提出，我们核实身份后及时处理。",
    ],
  },
  {
    heading: "六、未成年人",
    paragraphs: ["不满十四周岁的未成年人的个人信息属于敏感个人信息，为其购票需由监护人操作并同意本政策。"],
  },
  {
    heading: "七、政策更新",
    paragraphs: ["本政策更新时，我们会在登录和下单前再次请您阅读并同意。当前版本：2026年11月21日。"],
  },
];

/** English translation; the Chinese text prevails. */
export const privacyPolicyEn: PolicySection[] = [
  {
    heading: "1. What personal information we collect",
    paragraphs: [
      "Mobile number: for SMS-code login and order notices. Codes are stored only as a digest, valid for 5 minutes and for one use.",
      "Traveller details: name, document type and number, and an optional mobile number. Scenic spots require real-name timed booking, so real-name tickets cannot be bought without them. Document numbers are stored encrypted; pages and API answers only ever show them masked (e.g. 320***********1234).",
      "Orders: tickets bought, visit day and time slot, amount, contact name and number, payments and refunds.",
      "Location: read by your browser only after you allow it, to show nearby spots and distances; kept only in this device's session storage and cleared when you close the page. Refusing does not affect browsing or buying, and you will not be asked again during the visit.",
      "Visit records: the paths of pages you view and a randomly generated visitor id, linked to your account once you log in. Used for statistics and to improve the service.",
    ],
  },
  {
    heading: "2. How we use it",
    paragraphs: [
      "To log you in, take, pay for, issue, check at the gate and refund orders; to verify orders when you contact customer service; and to prevent abuse (for example by limiting how often codes are sent per number and per network address).",
      "We do not use personal information for other purposes; if we ever need to, we will ask for your consent first.",
    ],
  },
  {
    heading: "3. Sharing",
    paragraphs: [
      "The scenic spot of your ticket receives traveller names, masked document numbers and the entry codes for gate checks; the payment institution receives the order number and amount; the SMS provider receives your number and the message.",
      "We do not provide your personal information to other third parties except as the law requires, and we never sell it.",
    ],
  },
  {
    heading: "4. Storage and protection",
    paragraphs: [
      "Personal information is stored in the People's Republic of China. Login tokens are kept on the server only as digests, and this device keeps only the token; document numbers are encrypted; connections are encrypted.",
      "Transaction records are kept for at least three years after the transaction, as Article 31 of the E-Commerce Law requires; other information only as long as its purpose needs, then deleted or anonymised.",
    ],
  },
  {
    heading: "5. Your rights",
    paragraphs: [
      "You may access, copy, correct and delete your personal information, withdraw consent and close your account (PIPL Articles 44 to 47).",
      "You can view, edit and delete travellers under Me - Travellers; after logging out this device keeps no login token. Other requests can be made through customer service; we handle them once we have verified your identity.",
    ],
  },
  {
    heading: "6. Minors",
    paragraphs: ["Personal information of children under 14 is sensitive personal information; their tickets must be booked by a guardian who agrees to this policy."],
  },
  {
    heading: "7. Updates",
    paragraphs: ["When this policy changes, we will ask you to read and accept it again before you log in or order. Current version: 21 November 2026."],
  },
];
