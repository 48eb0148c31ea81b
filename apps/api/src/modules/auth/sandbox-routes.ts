import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ZThirdAppPartner } from "@wenlv/contract/auth";
import { ok } from "../../plugins/envelope";
import { BANK_SANDBOX_AUTHORIZE_PATH, BANK_SANDBOX_CODE_PATH, BANK_SANDBOX_SUBJECT_PREFIX } from "../../providers/bank/sandbox";
import { isSandboxSubject, newSandboxSubject } from "../../providers/login-identity";
import { PARTNER_SANDBOX_AUTHORIZE_PATH, partnerSandboxPrefix } from "../../providers/partner-app/sandbox";
import { USERCENTER_SANDBOX_AUTHORIZE_PATH, USERCENTER_SANDBOX_SUBJECT_PREFIX } from "../../providers/usercenter/sandbox";
import { WECHAT_SANDBOX_AUTHORIZE_PATH, WECHAT_SANDBOX_OPENID_PREFIX } from "../../providers/wechat/sandbox";
import { isAllowedReturnUrl, withQuery } from "./redirects";
import { BAD_REDIRECT, confirmPath, consentCsp, holderRoutes, html, personFrom, str, stringFields, type Query } from "./sandbox-consent";
import { LOGIN_SANDBOX_CSS, LOGIN_SANDBOX_CSS_PATH, sandboxErrorPage } from "./sandbox-page";
import { renderWechatConsent } from "./sandbox-wechat-page";

const PARTNER_NAMES = { kunshan: "昆山", changshu: "常熟" } as const;

const ZBankCodeRequest = z.object({
  mobile: z.string().trim().optional().default(""),
  subject: z.string().trim().optional().default(""),
});

/**
 * The sandbox pages that play the login providers (only for providers set to "sandbox"; none of
 * them exists otherwise). Every page checks `redirect_uri` (this origin, or localhost/127.0.0.1 at
 * any port; else a 400 page), issues single-use codes valid 5 minutes, and uses plain GET forms
 * (no script; the CSP allows the form to end on the callback's origin):
 * - GET /api/dev/wechat/authorize?appid&redirect_uri&response_type=code&scope&state (WeChat's consent
 *   screen): `subject` = an openid to use, empty = a new WeChat user; 允许 -> redirect_uri?code&state,
 *   拒绝 -> redirect_uri?state (WeChat's behaviour when the user refuses);
 * - GET /api/dev/sbk/authorize?redirect_uri&state (user centre) -> redirect_uri?auth_code&state;
 * - GET /api/dev/partner/authorize?partner=kunshan|changshu&redirect_uri&state -> redirect_uri?code&state;
 * - GET /api/dev/bank/authorize?redirect_uri&state -> redirect_uri?auth_code&state;
 *   these three pick a sandbox person: `holder=mobile` + `mobile` (the provider answers that
 *   number) or `holder=nomobile`, optional `subject`; 授权登录 or 取消 (back with state only);
 * - POST /api/dev/bank/code (mobile?, subject?) -> {auth_code, customer_id}: for a sandbox JS bridge;
 * - GET /api/dev/login-sandbox.css.
 */
export async function loginSandboxRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { wechat, userCenter, partnerApp, bank } = ctx.loginProviders;
  if (!wechat.sandbox && !userCenter.sandbox && !partnerApp.sandbox && !bank.sandbox) return;

  app.get(LOGIN_SANDBOX_CSS_PATH, async (_request, reply) =>
    reply.type("text/css; charset=utf-8").header("cache-control", "public, max-age=3600").send(LOGIN_SANDBOX_CSS),
  );

  const wechatStore = wechat.sandbox;
  if (wechatStore) {
    app.get(WECHAT_SANDBOX_AUTHORIZE_PATH, async (request, reply) => {
      const q = request.query as Query;
      const redirectUri = str(q, "redirect_uri");
      if (!isAllowedReturnUrl(redirectUri, ctx.config.publicUrl)) return html(reply, 400, sandboxErrorPage(...BAD_REDIRECT));
      const page = renderWechatConsent({ action: confirmPath(WECHAT_SANDBOX_AUTHORIZE_PATH), redirectUri, state: str(q, "state"), scope: str(q, "scope") });
      return html(reply, 200, page, consentCsp(ctx.config, redirectUri));
    });
    app.get(confirmPath(WECHAT_SANDBOX_AUTHORIZE_PATH), async (request, reply) => {
      const q = request.query as Query;
      const redirectUri = str(q, "redirect_uri");
      if (!isAllowedReturnUrl(redirectUri, ctx.config.publicUrl)) return html(reply, 400, sandboxErrorPage(...BAD_REDIRECT));
      const state = str(q, "state") || undefined;
      reply.header("cache-control", "no-store");
      if (str(q, "decision") === "deny") return reply.redirect(withQuery(redirectUri, { state }), 302);
      const typed = str(q, "subject");
      if (typed && !isSandboxSubject(typed)) {
        const back = withQuery(WECHAT_SANDBOX_AUTHORIZE_PATH, stringFields(q, ["redirect_uri", "state"]));
        return html(reply, 400, sandboxErrorPage("openid 格式不正确", "openid 只能包含字母、数字、- 和 _，最多 64 位。", back));
      }
      const code = wechatStore.issue({ subject: typed || newSandboxSubject(WECHAT_SANDBOX_OPENID_PREFIX) });
      return reply.redirect(withQuery(redirectUri, { code, state }), 302);
    });
  }

  const userCenterStore = userCenter.sandbox;
  if (userCenterStore) {
    holderRoutes(app, {
      authorizePath: USERCENTER_SANDBOX_AUTHORIZE_PATH,
      codeParam: "auth_code",
      store: () => userCenterStore,
      prefix: () => USERCENTER_SANDBOX_SUBJECT_PREFIX,
      page: () => ({
        title: "社保卡用户中心（沙箱）",
        heading: "社保卡用户中心",
        intro: "城市文旅申请使用你的社保卡账号登录。",
        withMobile: "持卡人甲：用户中心已登记手机号",
        withoutMobile: "持卡人乙：用户中心未登记手机号",
        subject: "用户中心 ID",
        submit: "授权登录",
      }),
    });
  }

  const partnerStores = partnerApp.sandbox;
  if (partnerStores) {
    const partnerOf = (q: Query) => {
      const parsed = ZThirdAppPartner.safeParse(str(q, "partner"));
      return parsed.success ? parsed.data : null;
    };
    holderRoutes(app, {
      authorizePath: PARTNER_SANDBOX_AUTHORIZE_PATH,
      codeParam: "code",
      store: (q) => {
        const partner = partnerOf(q);
        return partner ? partnerStores[partner] : null;
      },
      prefix: (q) => partnerSandboxPrefix(partnerOf(q) ?? "partner"),
      page: (q) => {
        const partner = partnerOf(q);
        if (!partner) return null;
        const name = PARTNER_NAMES[partner];
        return {
          title: `${name} App 授权（沙箱）`,
          heading: `${name} App 授权`,
          intro: `城市文旅申请使用你的${name} App 账号登录。`,
          withMobile: `${name}用户甲：已在${name} App 绑定手机号`,
          withoutMobile: `${name}用户乙：未绑定手机号`,
          subject: `${name} App 用户 ID`,
          submit: "授权登录",
          hidden: { partner },
        };
      },
    });
  }

  const bankStore = bank.sandbox;
  if (bankStore) {
    holderRoutes(app, {
      authorizePath: BANK_SANDBOX_AUTHORIZE_PATH,
      codeParam: "auth_code",
      store: () => bankStore,
      prefix: () => BANK_SANDBOX_SUBJECT_PREFIX,
      page: () => ({
        title: "银行 App 授权（沙箱）",
        heading: "银行 App 授权",
        intro: "城市文旅申请使用你的银行 App 账户登录。",
        withMobile: "银行客户甲：银行预留手机号",
        withoutMobile: "银行客户乙：不共享手机号",
        subject: "银行客户号",
        submit: "授权登录",
      }),
    });

    app.post(BANK_SANDBOX_CODE_PATH, async (request) => {
      // Not an endpoint of the table: a sandbox stand-in for the bank app's JS bridge. A ZodError is answered code 0.
      const body = ZBankCodeRequest.parse(request.body && typeof request.body === "object" ? request.body : {});
      const person = personFrom({ holder: body.mobile ? "mobile" : "nomobile", mobile: body.mobile, subject: body.subject }, BANK_SANDBOX_SUBJECT_PREFIX);
      return ok({ auth_code: bankStore.issue(person), customer_id: person.subject });
    });
  }
}
