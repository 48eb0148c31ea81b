import { z } from "zod";
import type { ThirdAppPartner } from "@wenlv/contract/auth";

/** WeChat web authorisation settings (WECHAT_*). Base URLs have no trailing slash. */
export type WechatSettings = {
  provider: "sandbox" | "wechat";
  appId: string;
  appSecret: string;
  scope: "snsapi_userinfo" | "snsapi_base";
  openBaseUrl: string;
  apiBaseUrl: string;
};

/** Social-security-card user centre settings (USERCENTER_*). */
export type UserCenterSettings = {
  provider: "sandbox" | "oauth2";
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  clientId: string;
  clientSecret: string;
  scope: string;
};

/** Partner-app settings (PARTNER_APP_PROVIDER, PARTNER_<KUNSHAN|CHANGSHU>_*); unset partners are refused. */
export type PartnerAppSettings = {
  provider: "sandbox" | "hmac";
  partners: Partial<Record<ThirdAppPartner, { verifyUrl: string; appId: string; secret: string }>>;
};

/** Bank-app authorisation settings (BANK_*). */
export type BankSettings = { provider: "sandbox" | "bank"; authUrl: string; appId: string; appSecret: string };

/** The login-provider part of the API settings (merged into Config). */
export type LoginProviderSettings = {
  wechat: WechatSettings;
  userCenter: UserCenterSettings;
  partnerApps: PartnerAppSettings;
  bank: BankSettings;
};

const text = z.string().trim().optional().transform((v) => v ?? "");
const url = (name: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ?? "").replace(/\/+$/, ""))
    .refine((v) => v === "" || /^https?:\/\/[^\s/]+/.test(v), { error: `${name} must be an absolute http(s) URL` });

const ZLoginEnv = z.object({
  WECHAT_PROVIDER: z.enum(["sandbox", "wechat"], { error: "WECHAT_PROVIDER must be one of: sandbox, wechat" }).default("sandbox"),
  WECHAT_APP_ID: text,
  WECHAT_APP_SECRET: text,
  WECHAT_OAUTH_SCOPE: z.enum(["snsapi_userinfo", "snsapi_base"], { error: "WECHAT_OAUTH_SCOPE must be snsapi_userinfo or snsapi_base" }).default("snsapi_userinfo"),
  WECHAT_OPEN_BASE_URL: url("WECHAT_OPEN_BASE_URL"),
  WECHAT_API_BASE_URL: url("WECHAT_API_BASE_URL"),
  USERCENTER_PROVIDER: z.enum(["sandbox", "oauth2"], { error: "USERCENTER_PROVIDER must be one of: sandbox, oauth2" }).default("sandbox"),
  USERCENTER_AUTHORIZE_URL: url("USERCENTER_AUTHORIZE_URL"),
  USERCENTER_TOKEN_URL: url("USERCENTER_TOKEN_URL"),
  USERCENTER_USERINFO_URL: url("USERCENTER_USERINFO_URL"),
  USERCENTER_CLIENT_ID: text,
  USERCENTER_CLIENT_SECRET: text,
  USERCENTER_SCOPE: text,
  PARTNER_APP_PROVIDER: z.enum(["sandbox", "hmac"], { error: "PARTNER_APP_PROVIDER must be one of: sandbox, hmac" }).default("sandbox"),
  PARTNER_KUNSHAN_VERIFY_URL: url("PARTNER_KUNSHAN_VERIFY_URL"),
  PARTNER_KUNSHAN_APP_ID: text,
  PARTNER_KUNSHAN_SECRET: text,
  PARTNER_CHANGSHU_VERIFY_URL: url("PARTNER_CHANGSHU_VERIFY_URL"),
  PARTNER_CHANGSHU_APP_ID: text,
  PARTNER_CHANGSHU_SECRET: text,
  BANK_PROVIDER: z.enum(["sandbox", "bank"], { error: "BANK_PROVIDER must be one of: sandbox, bank" }).default("sandbox"),
  BANK_AUTH_URL: url("BANK_AUTH_URL"),
  BANK_APP_ID: text,
  BANK_APP_SECRET: text,
});

const MIN_SECRET = 16;

/**
 * Reads the login-provider settings from `env`. Every provider defaults to its offline sandbox. A
 * real provider needs its settings, in every environment (it cannot work without them):
 * WECHAT_PROVIDER=wechat needs WECHAT_APP_ID and WECHAT_APP_SECRET; USERCENTER_PROVIDER=oauth2 the
 * three USERCENTER_*_URL and the client id and secret; PARTNER_APP_PROVIDER=hmac at least one
 * partner, each with VERIFY_URL, APP_ID and a SECRET of 16+ characters; BANK_PROVIDER=bank
 * BANK_AUTH_URL, BANK_APP_ID and a BANK_APP_SECRET of 16+ characters. Answers the settings and the
 * list of problems (config.ts throws them together with its own as a ConfigError).
 */
export function readLoginProviderSettings(env: Record<string, string | undefined>): { settings: LoginProviderSettings; problems: string[] } {
  const parsed = ZLoginEnv.safeParse(env);
  if (!parsed.success) {
    return { settings: undefined as never, problems: parsed.error.issues.map((i) => `${i.path.join(".") || "env"}: ${i.message}`) };
  }
  const e = parsed.data;
  const problems: string[] = [];
  const need = (ok: boolean, message: string) => void (ok || problems.push(message));

  if (e.WECHAT_PROVIDER === "wechat") {
    need(e.WECHAT_APP_ID !== "", "WECHAT_APP_ID: required when WECHAT_PROVIDER=wechat");
    need(e.WECHAT_APP_SECRET !== "", "WECHAT_APP_SECRET: required when WECHAT_PROVIDER=wechat");
  }
  if (e.USERCENTER_PROVIDER === "oauth2") {
    for (const name of ["USERCENTER_AUTHORIZE_URL", "USERCENTER_TOKEN_URL", "USERCENTER_USERINFO_URL", "USERCENTER_CLIENT_ID", "USERCENTER_CLIENT_SECRET"] as const) {
      need(e[name] !== "", `${name}: required when USERCENTER_PROVIDER=oauth2`);
    }
  }
  const partners: PartnerAppSettings["partners"] = {};
  if (e.PARTNER_APP_PROVIDER === "hmac") {
    const entries = [
      ["kunshan", e.PARTNER_KUNSHAN_VERIFY_URL, e.PARTNER_KUNSHAN_APP_ID, e.PARTNER_KUNSHAN_SECRET],
      ["changshu", e.PARTNER_CHANGSHU_VERIFY_URL, e.PARTNER_CHANGSHU_APP_ID, e.PARTNER_CHANGSHU_SECRET],
    ] as const;
    for (const [partner, verifyUrl, appId, secret] of entries) {
      if (!verifyUrl && !appId && !secret) continue;
      const P = `PARTNER_${partner.toUpperCase()}`;
      need(verifyUrl !== "", `${P}_VERIFY_URL: required when ${P}_APP_ID or ${P}_SECRET is set`);
      need(appId !== "", `${P}_APP_ID: required when ${P}_VERIFY_URL or ${P}_SECRET is set`);
      need(secret.length >= MIN_SECRET, `${P}_SECRET: at least ${MIN_SECRET} characters`);
      partners[partner] = { verifyUrl, appId, secret };
    }
    need(Object.keys(partners).length > 0, "PARTNER_APP_PROVIDER=hmac: configure PARTNER_KUNSHAN_* or PARTNER_CHANGSHU_*");
  }
  if (e.BANK_PROVIDER === "bank") {
    need(e.BANK_AUTH_URL !== "", "BANK_AUTH_URL: required when BANK_PROVIDER=bank");
    need(e.BANK_APP_ID !== "", "BANK_APP_ID: required when BANK_PROVIDER=bank");
    need(e.BANK_APP_SECRET.length >= MIN_SECRET, `BANK_APP_SECRET: at least ${MIN_SECRET} characters when BANK_PROVIDER=bank`);
  }

  return {
    problems,
    settings: {
      wechat: {
        provider: e.WECHAT_PROVIDER,
        appId: e.WECHAT_APP_ID,
        appSecret: e.WECHAT_APP_SECRET,
        scope: e.WECHAT_OAUTH_SCOPE,
        openBaseUrl: e.WECHAT_OPEN_BASE_URL || "https://open.weixin.qq.com",
        apiBaseUrl: e.WECHAT_API_BASE_URL || "https://api.weixin.qq.com",
      },
      userCenter: {
        provider: e.USERCENTER_PROVIDER,
        authorizeUrl: e.USERCENTER_AUTHORIZE_URL,
        tokenUrl: e.USERCENTER_TOKEN_URL,
        userinfoUrl: e.USERCENTER_USERINFO_URL,
        clientId: e.USERCENTER_CLIENT_ID,
        clientSecret: e.USERCENTER_CLIENT_SECRET,
        scope: e.USERCENTER_SCOPE,
      },
      partnerApps: { provider: e.PARTNER_APP_PROVIDER, partners },
      bank: { provider: e.BANK_PROVIDER, authUrl: e.BANK_AUTH_URL, appId: e.BANK_APP_ID, appSecret: e.BANK_APP_SECRET },
    },
  };
}
