import type { SandboxCheckoutParams } from "./sandbox";
import { SANDBOX_CONFIRM_PATH } from "./sandbox";

/** Path of the cashier page's stylesheet (a file, because the CSP allows no inline script and we keep styles out too). */
export const SANDBOX_CSS_PATH = "/pay/sandbox/checkout.css";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}

/** Fen to a yuan string with two decimals ("¥12.50"); display only. */
function yuan(fen: number): string {
  return `¥${(fen / 100).toFixed(2)}`;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${SANDBOX_CSS_PATH}">
</head>
<body>
<main class="sheet">
${body}
</main>
</body>
</html>`;
}

/**
 * The sandbox cashier page: merchant subject, amount in yuan, and one plain HTML form (no script:
 * the CSP is script-src 'self') whose two submit buttons post the signed trade fields with
 * action=confirm (确认支付) or action=cancel (取消) to /pay/sandbox/confirm.
 */
export function renderCheckoutPage(p: SandboxCheckoutParams): string {
  const hidden = (["out_trade_no", "total_fen", "subject", "notify_url", "return_url", "sign"] as const)
    .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(p[k])}">`)
    .join("\n");
  return page(
    "收银台（沙箱）",
    `<p class="badge">沙箱支付 · 不会产生真实扣款</p>
<h1 class="subject">${escapeHtml(p.subject)}</h1>
<p class="amount" aria-label="应付金额">${yuan(Number(p.total_fen))}</p>
<dl class="meta"><dt>商户订单号</dt><dd>${escapeHtml(p.out_trade_no)}</dd></dl>
<form method="post" action="${SANDBOX_CONFIRM_PATH}">
${hidden}
<button class="primary" type="submit" name="action" value="confirm">确认支付</button>
<button class="secondary" type="submit" name="action" value="cancel">取消</button>
</form>`,
  );
}

/** A short page for a cashier request that cannot go on (bad signature, notify refused). */
export function renderMessagePage(title: string, text: string, backUrl?: string): string {
  const back = backUrl ? `<a class="secondary link" href="${escapeHtml(backUrl)}">返回商户</a>` : "";
  return page(title, `<h1 class="subject">${escapeHtml(title)}</h1><p class="text">${escapeHtml(text)}</p>${back}`);
}

/** Stylesheet of the cashier page (mobile first, 390 px wide phones). */
export const CHECKOUT_CSS = `*{box-sizing:border-box}
body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f5f5;color:#333}
.sheet{max-width:480px;margin:0 auto;padding:24px 16px;background:#fff;min-height:100vh;display:flex;flex-direction:column;align-items:stretch;text-align:center}
.badge{align-self:center;margin:0 0 24px;padding:4px 10px;border-radius:12px;background:#fff4e5;color:#a15c00;font-size:13px}
.subject{margin:0 0 8px;font-size:17px;font-weight:500}
.amount{margin:8px 0 24px;font-size:36px;font-weight:600;color:#111}
.text{font-size:15px;line-height:1.6;color:#555}
.meta{display:flex;justify-content:space-between;margin:0 0 32px;padding:12px 0;border-top:1px solid #eee;border-bottom:1px solid #eee;font-size:14px;color:#666}
.meta dd{margin:0;word-break:break-all}
form{display:flex;flex-direction:column;gap:12px}
button,.link{display:block;width:100%;min-height:48px;padding:12px;border-radius:24px;font-size:17px;border:0;text-decoration:none}
.primary{background:#0958d9;color:#fff}
.secondary{background:#f0f0f0;color:#333}
button:focus-visible,.link:focus-visible{outline:3px solid #0e8790;outline-offset:2px}
`;
