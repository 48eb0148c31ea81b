import { registerResources } from "@wenlv/i18n";
import { useTranslation } from "react-i18next";

/** i18next namespace of the auth feature. */
export const AUTH_NS = "auth";

/** Chinese (zh-CN) strings of the login screens. */
export const authZhCN = {
  title: { baseLogin: "登录", phoneLogin: "手机号登录", bindPhone: "绑定手机号" },
  base: {
    welcome: "欢迎来到{{site}}",
    tagline: "登录后可购票、查看订单和管理常用出行人",
    phoneLogin: "手机号登录",
    browse: "先逛逛",
  },
  form: {
    phone: "手机号",
    phonePlaceholder: "请输入手机号",
    code: "验证码",
    codePlaceholder: "请输入6位验证码",
    sendCode: "获取验证码",
    resendIn: "{{seconds}}s后重新获取",
    sending: "发送中…",
    codeSent: "验证码已发送",
    consentPrefix: "我已阅读并同意",
    privacyPolicy: "《隐私政策》",
    login: "登录",
    bind: "绑定并登录",
    submitting: "请稍候…",
  },
  errors: {
    phone: "请输入正确的手机号码",
    code: "请输入6位数字验证码",
    consent: "请先阅读并同意隐私政策",
    openid: "绑定链接无效，请重新登录",
  },
  bind: {
    intro: "为了您的账户安全，请绑定手机号",
    missingId: "绑定链接缺少身份信息，请返回重新登录",
    backToLogin: "返回登录",
  },
};

/** The shape every language of the "auth" namespace has. */
export type AuthStrings = typeof authZhCN;

/** English strings of the login screens (ticket journey, issue 2). */
export const authEn: AuthStrings = {
  title: { baseLogin: "Log in", phoneLogin: "Log in with phone", bindPhone: "Link your phone" },
  base: {
    welcome: "Welcome to {{site}}",
    tagline: "Log in to buy tickets, see your orders and keep your travellers",
    phoneLogin: "Log in with phone number",
    browse: "Browse first",
  },
  form: {
    phone: "Mobile number",
    phonePlaceholder: "Mainland mobile number",
    code: "Code",
    codePlaceholder: "6-digit code",
    sendCode: "Get code",
    resendIn: "Resend in {{seconds}}s",
    sending: "Sending…",
    codeSent: "Code sent",
    consentPrefix: "I have read and agree to the ",
    privacyPolicy: "Privacy Policy",
    login: "Log in",
    bind: "Link and log in",
    submitting: "Please wait…",
  },
  errors: {
    phone: "Please enter a valid mainland mobile number",
    code: "Please enter the 6-digit code",
    consent: "Please read and accept the Privacy Policy first",
    openid: "This link is not valid. Please log in again",
  },
  bind: {
    intro: "To keep your account safe, please link a mobile number",
    missingId: "This link is missing your account identity. Please go back and log in again",
    backToLogin: "Back to login",
  },
};

registerResources(AUTH_NS, { "zh-CN": authZhCN, en: authEn });

/** The `t` function of the "auth" namespace; re-renders on language change. */
export function useAuthT() {
  return useTranslation(AUTH_NS).t;
}
