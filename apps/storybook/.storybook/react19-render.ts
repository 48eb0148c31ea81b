import { unstableSetRender } from "antd-mobile";
import { createRoot, type Root } from "react-dom/client";

type Container = (Element | DocumentFragment) & { __wenlvRoot?: Root };

/**
 * antd-mobile 5 renders Toast, Dialog and other imperative components with ReactDOM.render, which
 * React 19 removed; without this they render nothing (antd-mobile docs, "React 19 compatibility").
 */
export function installReact19Render(): void {
  unstableSetRender((node, container: Container) => {
    container.__wenlvRoot ??= createRoot(container);
    const root = container.__wenlvRoot;
    root.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
    };
  });
}
