import { SpinLoading } from "antd-mobile";
import "./auth-page.css";

/**
 * The loading state of a login in progress (an auth-code exchange, a bridge call, leaving for a
 * provider): a spinner and what is happening, announced politely (`role="status"`).
 */
export function LoginProgress({ text }: { text: string }) {
  return (
    <div className="wl-auth-page__loading" role="status" aria-live="polite">
      <SpinLoading color="primary" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
