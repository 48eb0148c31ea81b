import type { DialogAdapter, ToastAdapter } from "./config";

/** antd-mobile's Toast and Dialog, fetched with the first message (kept out of the first screen's JS, issue 8). */
const feedbackComponents = () => import("./antd-feedback-components");

/**
 * The production feedback adapters on antd-mobile 5: `Toast.show` / `Toast.clear` and
 * `Dialog.alert` (which settles when the dialog closes). Pass to `configureApiClient({ toast,
 * dialog })`; createCityApp does. Requires antd-mobile's React 19 render hook (`unstableSetRender`)
 * to be set first, or nothing renders. The components load on the first call; calls keep their order
 * (a clear issued after a show runs after it).
 */
export const antdFeedback: { toast: ToastAdapter; dialog: DialogAdapter } = {
  toast: {
    show: (text, durationMs) => {
      void feedbackComponents().then(({ Toast }) => Toast.show({ content: text, duration: durationMs }));
    },
    clear: () => {
      void feedbackComponents().then(({ Toast }) => Toast.clear());
    },
  },
  dialog: {
    alert: ({ title, content, confirmText, onConfirm }) =>
      feedbackComponents().then(({ Dialog }) => Dialog.alert({ title, content, confirmText, onConfirm })),
  },
};
