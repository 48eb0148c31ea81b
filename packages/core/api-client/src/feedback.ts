import { getApiClientConfig } from "./config";
import type { ApiDecision } from "./interpret-response";
import { TOAST_DURATION_MS } from "./interpret-response";
import { apiText } from "./strings";

let loginDialogOpen = false;

/**
 * Performs the side effects of a catalogue decision with the configured adapters:
 * `fail` with a toast shows it, `fail` without one clears the toast (quiet endpoints),
 * `network-busy` toasts "网络繁忙，请刷新重试" for 2 s, `unauthorized` opens the "提示 / 请先登录"
 * dialog whose "去登录" button calls `onUnauthorized` — one dialog at a time, never stacked.
 * `ok` and `raw` do nothing. (Spec section 8.)
 */
export function runDecision(decision: ApiDecision): void {
  const { toast, dialog, onUnauthorized } = getApiClientConfig();
  switch (decision.kind) {
    case "fail":
      if (decision.toast) toast.show(decision.toast.text, decision.toast.durationMs);
      else toast.clear();
      return;
    case "network-busy":
      toast.show(apiText("networkBusy"), TOAST_DURATION_MS);
      return;
    case "unauthorized":
      openLoginDialog(dialog.alert.bind(dialog), onUnauthorized);
      return;
    default:
      return;
  }
}

function openLoginDialog(alert: ReturnType<typeof getApiClientConfig>["dialog"]["alert"], onUnauthorized: () => void) {
  if (loginDialogOpen) return;
  loginDialogOpen = true;
  const closed = () => {
    loginDialogOpen = false;
  };
  try {
    const result = alert({
      title: apiText("loginTitle"),
      content: apiText("loginContent"),
      confirmText: apiText("loginAction"),
      onConfirm: () => {
        closed();
        onUnauthorized();
      },
    });
    if (result && typeof result.then === "function") result.then(closed, closed);
  } catch (error) {
    closed();
    throw error;
  }
}

/** True while the 401 login dialog is open. */
export function isLoginDialogOpen(): boolean {
  return loginDialogOpen;
}

/** Forgets an open login dialog (tests). */
export function resetLoginDialog(): void {
  loginDialogOpen = false;
}
