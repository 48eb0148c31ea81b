import { useLayoutEffect, type RefObject } from "react";

/**
 * Puts attributes on the native element an antd-mobile control renders inside `ref`. Its Input,
 * TextArea and Checkbox give `aria-*` props to their outer element (or drop them), not to the
 * `<input>` a screen reader focuses, and its Slider thumb takes no `tabindex`; this sets them on
 * the element `selector` finds, after every render. `undefined` removes an attribute.
 * @example useControlAttributes(ref, "input", { "aria-invalid": "true", "aria-describedby": "f-error" })
 */
export function useControlAttributes(ref: RefObject<HTMLElement | null>, selector: string, attributes: Readonly<Record<string, string | undefined>>): void {
  useLayoutEffect(() => {
    const element = ref.current?.querySelector(selector);
    if (!element) return;
    for (const [name, value] of Object.entries(attributes)) {
      if (value === undefined) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
  });
}
