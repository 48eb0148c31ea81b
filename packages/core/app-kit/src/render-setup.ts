import { unstableSetRender } from "antd-mobile";
import { createRoot, type Root } from "react-dom/client";

type RootHost = (Element | DocumentFragment) & { _reactRoot?: Root };

let installed = false;

/**
 * Lets antd-mobile 5's imperative APIs (Toast.show, Dialog.alert, ...) render on React 19, where
 * `ReactDOM.render` no longer exists: antd-mobile's documented `unstableSetRender` hook with a
 * createRoot renderer that keeps one root per container and unmounts it after the current task
 * (antd-mobile "v5 for React 19" guide). Idempotent.
 */
export function installAntdRender(): void {
  if (installed) return;
  installed = true;
  unstableSetRender((node, container) => {
    const host = container as RootHost;
    host._reactRoot ??= createRoot(container);
    const root = host._reactRoot;
    root.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      delete host._reactRoot;
    };
  });
}
