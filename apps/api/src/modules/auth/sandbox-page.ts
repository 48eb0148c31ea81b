/** Path of the stylesheet of the login sandbox pages (no inline style or script: strict CSP). */
export const LOGIN_SANDBOX_CSS_PATH = "/api/dev/login-sandbox.css";

/** HTML-escapes text and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}

/** A whole sandbox page: zh-CN, phone viewport, noindex, the sandbox stylesheet, one <main>. */
export function sandboxPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${LOGIN_SANDBOX_CSS_PATH}">
</head>
<body>
<main class="sheet">
<p class="badge">沙箱环境 · 模拟第三方授权，不连接真实服务</p>
${body}
</main>
</body>
</html>`;
}

/** Hidden inputs carrying `fields` through the consent form. */
export function hiddenFields(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join("\n");
}

/** A page for a request the sandbox refuses (bad redirect_uri, bad input), with an optional way back. */
export function sandboxErrorPage(title: string, text: string, backUrl?: string): string {
  const back = backUrl ? `<a class="button secondary" href="${escapeHtml(backUrl)}">返回</a>` : "";
  return sandboxPage(title, `<h1>${escapeHtml(title)}</h1><p class="text">${escapeHtml(text)}</p>${back}`);
}

/** What a consent form for a provider that may know a mobile shows (user centre, partner app, bank). */
export type HolderFormOptions = {
  heading: string;
  intro: string;
  action: string;
  hidden: Record<string, string>;
  /** Label of the person who has a mobile at the provider ("持卡人甲：用户中心已登记手机号"). */
  withMobileLabel: string;
  /** Label of the person without one. */
  withoutMobileLabel: string;
  /** Label of the optional id field ("用户中心 ID"). */
  subjectLabel: string;
  submitLabel: string;
};

/**
 * The sandbox consent form of the user centre, partner apps and bank: pick the person (`holder`
 * = "mobile" with the `mobile` field, or "nomobile"), optionally type their id at the provider
 * (`subject`; empty = the id belonging to that mobile, or a brand-new person), then submit
 * (`decision` = "allow") or cancel ("deny"). A plain GET form: no script.
 */
export function holderForm(o: HolderFormOptions): string {
  return `<h1>${escapeHtml(o.heading)}</h1>
<p class="text">${escapeHtml(o.intro)}</p>
<form method="get" action="${escapeHtml(o.action)}">
${hiddenFields(o.hidden)}
<fieldset>
<legend>选择沙箱用户</legend>
<div class="choice">
<input type="radio" id="holder-mobile" name="holder" value="mobile" checked>
<label for="holder-mobile">${escapeHtml(o.withMobileLabel)}</label>
</div>
<div class="field">
<label for="mobile">登记的手机号</label>
<input id="mobile" name="mobile" type="tel" inputmode="numeric" autocomplete="off" maxlength="11" value="13900000001">
</div>
<div class="choice">
<input type="radio" id="holder-nomobile" name="holder" value="nomobile">
<label for="holder-nomobile">${escapeHtml(o.withoutMobileLabel)}</label>
</div>
<div class="field">
<label for="subject">${escapeHtml(o.subjectLabel)}（可选，留空自动生成）</label>
<input id="subject" name="subject" type="text" autocomplete="off" maxlength="64" pattern="[A-Za-z0-9_\\-]{1,64}">
</div>
</fieldset>
<button class="primary" type="submit" name="decision" value="allow">${escapeHtml(o.submitLabel)}</button>
<button class="secondary" type="submit" name="decision" value="deny">取消</button>
</form>`;
}

/** Stylesheet of the sandbox pages (mobile first; 48 px touch targets; visible focus). */
export const LOGIN_SANDBOX_CSS = `*{box-sizing:border-box}
body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f5f5;color:#222}
.sheet{max-width:480px;margin:0 auto;padding:24px 16px;background:#fff;min-height:100vh;display:flex;flex-direction:column}
.badge{align-self:center;margin:0 0 24px;padding:4px 10px;border-radius:12px;background:#fff4e5;color:#8a4b00;font-size:13px}
h1{margin:0 0 8px;font-size:20px;font-weight:600;text-align:center}
.text{font-size:15px;line-height:1.6;color:#444;text-align:center}
.scope{margin:16px 0;padding:12px;border-top:1px solid #eee;border-bottom:1px solid #eee;font-size:15px;color:#333}
form{display:flex;flex-direction:column;gap:12px}
fieldset{border:1px solid #ddd;border-radius:8px;padding:12px;margin:0 0 8px}
legend{padding:0 4px;font-size:15px;font-weight:600}
.choice{display:flex;align-items:center;gap:8px;min-height:44px}
.choice input{width:22px;height:22px}
.field{display:flex;flex-direction:column;gap:4px;margin:4px 0 8px}
.field label,.choice label{font-size:15px}
.field input{min-height:44px;padding:8px 12px;font-size:16px;border:1px solid #bbb;border-radius:6px}
button,.button{display:block;width:100%;min-height:48px;padding:12px;border-radius:24px;font-size:17px;border:0;text-align:center;text-decoration:none}
.primary{background:#06803f;color:#fff}
.secondary{background:#f0f0f0;color:#222}
button:focus-visible,.button:focus-visible,input:focus-visible{outline:3px solid #0e8790;outline-offset:2px}
`;
