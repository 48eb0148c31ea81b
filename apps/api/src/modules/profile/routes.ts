import type { FastifyInstance } from "fastify";
import {
  changeEmail as changeEmailEndpoint,
  changePassword,
  changePhone as changePhoneEndpoint,
  realName,
  sendEmailCode,
  sendMyPhoneCode as sendMyPhoneCodeEndpoint,
  setPaymentPassword as setPaymentPasswordEndpoint,
  updateNickname as updateNicknameEndpoint,
  uploadAvatar as uploadAvatarEndpoint,
  verifyOldPhone as verifyOldPhoneEndpoint,
  verifyPaymentPassword as verifyPaymentPasswordEndpoint,
  orderContact,
} from "@wenlv/contract/endpoints/profile";
import { route } from "../../plugins/endpoints";
import { ok } from "../../plugins/envelope";
import { uploadAvatar } from "./avatar";
import { changeEmail, requestEmailCode } from "./email-change";
import { changeLoginPassword } from "./login-password";
import { updateNickname } from "./nickname";
import { setPaymentPassword, verifyPaymentPassword } from "./payment-password";
import { changePhone, sendMyPhoneCode, verifyOldPhone } from "./phone-change";
import { orderContactOf } from "./order-contact";
import { verifyRealName } from "./real-name";

/**
 * The account screens that change the user, registered from the endpoint table
 * (@wenlv/contract/endpoints/profile): nickname, avatar, phone, email, login password, payment
 * password, real name; and the account's own contact for order forms. All POST, login required (HTTP 401 + 4005), strict bodies (a field the
 * endpoint does not own, e.g. user_id, phone or status, is refused with code 0 and nothing changes).
 */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  await route(app, updateNicknameEndpoint, async ({ input, session }) => ok(await updateNickname(ctx, session.userId, input), "修改成功"));
  await route(app, uploadAvatarEndpoint, async ({ input, session, request }) =>
    ok(await uploadAvatar(ctx, session.userId, input, request.log), "头像已更新"),
  );
  await route(app, sendMyPhoneCodeEndpoint, async ({ input, session, request }) =>
    ok(await sendMyPhoneCode(ctx, session.userId, input, request.ip), "验证码已发送"),
  );
  await route(app, verifyOldPhoneEndpoint, async ({ input, session }) => ok(await verifyOldPhone(ctx, session.userId, input), "验证成功"));
  await route(app, changePhoneEndpoint, async ({ input, session }) => ok(await changePhone(ctx, session.userId, input), "手机号已更换"));
  await route(app, sendEmailCode, async ({ input, session, request }) => ok(await requestEmailCode(ctx, session.userId, input, request.ip), "验证码已发送"));
  await route(app, changeEmailEndpoint, async ({ input, session }) => ok(await changeEmail(ctx, session.userId, input), "邮箱已绑定"));
  await route(app, changePassword, async ({ input, session }) => ok(await changeLoginPassword(ctx, session, input), "密码已修改"));
  await route(app, setPaymentPasswordEndpoint, async ({ input, session }) => ok(await setPaymentPassword(ctx, session, input), "支付密码已设置"));
  await route(app, verifyPaymentPasswordEndpoint, async ({ input, session }) => ok(await verifyPaymentPassword(ctx, session, input), "验证成功"));
  await route(app, orderContact, async ({ session }) => ok(await orderContactOf(ctx, session.userId)));
  await route(app, realName, async ({ input, session, request }) => ok(await verifyRealName(ctx, session.userId, input, request.log), "实名认证成功"));
}
