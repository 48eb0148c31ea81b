import { useOptionalCityApp } from "@wenlv/app-kit";
import { Toast } from "antd-mobile";
import { UploadOutline } from "antd-mobile-icons";
import { useTicketsT } from "../i18n";

export type ShareButtonProps = { title: string; text: string; url?: string };

/**
 * The header's share button (issue 9 detail page): the system share sheet where the browser has
 * one (Web Share API), inside WeChat a hint to its own ··· menu (a web page cannot open WeChat's
 * sheet without the JS-SDK signature), else the link copied to the clipboard with a toast. `url`
 * defaults to the current page.
 */
export function ShareButton({ title, text, url }: ShareButtonProps) {
  const { t } = useTicketsT();
  const host = useOptionalCityApp()?.host;
  const share = async () => {
    const link = url ?? window.location.href;
    if (host?.isWeChat) {
      Toast.show({ content: t("share.wechat") });
      return;
    }
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url: link });
      } catch {
        // Closing the sheet is no error to show.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(link);
      Toast.show({ content: t("share.copied") });
    } catch {
      Toast.show({ content: t("share.copyFailed", { url: link }) });
    }
  };
  return (
    <button type="button" className="wl-share-button" aria-label={t("share.label", { name: title })} onClick={() => void share()}>
      <UploadOutline aria-hidden="true" />
    </button>
  );
}
