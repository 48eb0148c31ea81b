import { Dialog, Toast } from "antd-mobile";
import type { DialogAdapter, ToastAdapter } from "./config";

/**
 * The production feedback adapters on antd-mobile 5: `Toast.show` / `Toast.clear` and
 * `Dialog.alert` (which settles when the dialog closes). Pass to `configureApiClient({ toast,
 * dialog })`; createCityApp does. Requires antd-mobile's React 19 render hook (`unstableSetRender`)
 * to be set first, or nothing renders.
 */
export const antdFeedback: { toast: ToastAdapter; dialog: DialogAdapter } = {
  toast: {
    show: (text, durationMs) => {
      Toast.show({ content: text, duration: durationMs });
    },
    clear: () => Toast.clear(),
  },
  dialog: {
    alert: ({ title, content, confirmText, onConfirm }) => Dialog.alert({ title, content, confirmText, onConfirm }),
  },
};
