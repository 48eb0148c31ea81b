import { escapeHtml, hiddenFields, sandboxPage } from "./sandbox-page";

/**
 * The sandbox WeChat consent screen (like WeChat's "网页授权" page): who asks, what for (the scope),
 * an optional openid field (empty = a new WeChat user with a fresh random openid), 允许 and 拒绝.
 * A plain GET form to `action` carrying redirect_uri and state; no script.
 */
export function renderWechatConsent(o: { action: string; redirectUri: string; state: string; scope: string }): string {
  const scopeText = o.scope === "snsapi_base" ? "获取你的身份标识（openid），静默授权" : "获得你的公开信息（昵称、头像等）";
  return sandboxPage(
    "微信授权登录（沙箱）",
    `<h1>微信授权登录</h1>
<p class="text">城市文旅 申请获得以下权限：</p>
<p class="scope">${escapeHtml(scopeText)}</p>
<form method="get" action="${escapeHtml(o.action)}">
${hiddenFields({ redirect_uri: o.redirectUri, state: o.state })}
<fieldset>
<legend>选择沙箱微信用户</legend>
<div class="field">
<label for="subject">openid（留空则为新的微信用户，自动生成 openid）</label>
<input id="subject" name="subject" type="text" autocomplete="off" maxlength="64" pattern="[A-Za-z0-9_\\-]{1,64}">
</div>
</fieldset>
<button class="primary" type="submit" name="decision" value="allow">允许</button>
<button class="secondary" type="submit" name="decision" value="deny">拒绝</button>
</form>`,
  );
}
