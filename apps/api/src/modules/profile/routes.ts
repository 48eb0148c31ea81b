import type { FastifyInstance } from "fastify";
import {
  ZAvatarUpload,
  ZChangeEmail,
  ZChangePassword,
  ZChangePhone,
  ZEmailCodeRequest,
  ZMyPhoneCodeRequest,
  ZNicknameUpdate,
  ZRealNameRequest,
  ZSetPaymentPassword,
  ZVerifyOldPhone,
  ZVerifyPaymentPassword,
} from "@wenlv/contract/profile";
import { currentSession, requireUser } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import { writeInput } from "../../plugins/input";
import { SMS_RULES } from "../auth/sms-codes";
import { uploadAvatar } from "./avatar";
import { changeEmail, requestEmailCode } from "./email-change";
import { EMAIL_RULES } from "./email-codes";
import { changeLoginPassword } from "./login-password";
import { updateNickname } from "./nickname";
import { setPaymentPassword, verifyPaymentPassword } from "./payment-password";
import { changePhone, sendMyPhoneCode, verifyOldPhone } from "./phone-change";
import { verifyRealName } from "./real-name";

const U = "/api/uservice/user";

/**
 * The account screens that change the user (contract @wenlv/contract/profile): nickname, avatar,
 * phone, email, login password, payment password, real name. All POST, login required (HTTP 401 +
 * 4005), strict bodies through writeInput (a field the endpoint does not own, e.g. user_id, phone
 * or status, is refused with code 0 and nothing changes).
 */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const guarded = { preHandler: requireUser };
  const smsSent = { resend_after_s: SMS_RULES.resendGapMs / 1000, expires_in_s: SMS_RULES.codeTtlMs / 1000 };

  app.post(`${U}/updateNickname`, guarded, async (request) => {
    const body = writeInput(ZNicknameUpdate, request);
    return ok(await updateNickname(ctx, currentSession(request).userId, body.nickname), "修改成功");
  });

  app.post(`${U}/uploadAvatar`, guarded, async (request) => {
    const body = writeInput(ZAvatarUpload, request);
    return ok(await uploadAvatar(ctx, currentSession(request).userId, body.image, request.log), "头像已更新");
  });

  app.post(`${U}/sendMyPhoneCode`, guarded, async (request) => {
    const body = writeInput(ZMyPhoneCodeRequest, request);
    await sendMyPhoneCode(ctx, currentSession(request).userId, body.purpose, request.ip);
    return ok(smsSent, "验证码已发送");
  });

  app.post(`${U}/verifyOldPhone`, guarded, async (request) => {
    const body = writeInput(ZVerifyOldPhone, request);
    return ok(await verifyOldPhone(ctx, currentSession(request).userId, body.code), "验证成功");
  });

  app.post(`${U}/changePhone`, guarded, async (request) => {
    const body = writeInput(ZChangePhone, request);
    return ok(await changePhone(ctx, currentSession(request).userId, body), "手机号已更换");
  });

  app.post(`${U}/sendEmailCode`, guarded, async (request) => {
    const body = writeInput(ZEmailCodeRequest, request);
    await requestEmailCode(ctx, currentSession(request).userId, body.email, request.ip);
    return ok({ resend_after_s: EMAIL_RULES.resendGapMs / 1000, expires_in_s: EMAIL_RULES.codeTtlMs / 1000 }, "验证码已发送");
  });

  app.post(`${U}/changeEmail`, guarded, async (request) => {
    const body = writeInput(ZChangeEmail, request);
    return ok(await changeEmail(ctx, currentSession(request).userId, body.email, body.code), "邮箱已绑定");
  });

  app.post(`${U}/changePassword`, guarded, async (request) => {
    const body = writeInput(ZChangePassword, request);
    return ok(await changeLoginPassword(ctx, currentSession(request), body), "密码已修改");
  });

  app.post(`${U}/setPaymentPassword`, guarded, async (request) => {
    const body = writeInput(ZSetPaymentPassword, request);
    return ok(await setPaymentPassword(ctx, currentSession(request), body), "支付密码已设置");
  });

  app.post(`${U}/verifyPaymentPassword`, guarded, async (request) => {
    const body = writeInput(ZVerifyPaymentPassword, request);
    return ok(await verifyPaymentPassword(ctx, currentSession(request), body), "验证成功");
  });

  app.post(`${U}/realName`, guarded, async (request) => {
    const body = writeInput(ZRealNameRequest, request);
    return ok(await verifyRealName(ctx, currentSession(request).userId, body, request.log), "实名认证成功");
  });
}
