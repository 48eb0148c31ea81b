import { Checkbox, Form } from "antd-mobile";
import { useId, useRef, type ReactNode } from "react";
import { useControlAttributes } from "./control-attributes";
import "./consent-checkbox.css";

export type ConsentCheckboxProps = {
  /** Whether the box is ticked; a consent always starts unticked (PIPL: consent is an act). */
  checked: boolean;
  onChange: (checked: boolean) => void;
  /**
   * The sentence the visitor agrees to: the box's label and so its accessible name. Links and
   * buttons inside it follow or act without ticking the box (HTML: a label does not activate its
   * control for a click on interactive content inside it).
   */
  label: ReactNode;
  /** A line under the sentence (what the data is used for, a link to the policy); describes the box. */
  detail?: ReactNode;
  /** Shown under the box (`role="alert"`) and marks it invalid, e.g. 请先阅读并勾选同意; nothing when empty. */
  error?: ReactNode;
  /** "compact": 13 px text beside an 18 px box (login forms); "large": the care layouts. Default "default". */
  size?: "compact" | "default" | "large";
};

/**
 * The consent checkbox of every form that needs one before it sends personal data: the login
 * forms (privacy policy and user agreement, issue 3), the traveller form and /RealName (separate
 * consent to ID numbers, PIPL art. 29). An antd-mobile `Checkbox`: its label wraps a native
 * checkbox, kept focusable and visible to screen readers over the drawn box (tokens.css), which
 * carries the invalid state and is described by the detail and the error. The texts come
 * from the feature that shows it.
 */
export function ConsentCheckbox({ checked, onChange, label, detail, error, size = "default" }: ConsentCheckboxProps) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const describedBy = [detail ? `${id}-detail` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  useControlAttributes(ref, "input", { "aria-invalid": String(Boolean(error)), "aria-describedby": describedBy });
  return (
    <div ref={ref} className={`wl-consent wl-consent--${size}`}>
      <Checkbox id={id} className="wl-consent__box" checked={checked} onChange={onChange}>
        {label}
      </Checkbox>
      {detail ? (
        <p id={`${id}-detail`} className="wl-consent__detail">
          {detail}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="wl-consent__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type ConsentFieldProps = Omit<ConsentCheckboxProps, "checked" | "onChange" | "error"> & {
  /** The field's name in the surrounding antd-mobile `Form` (true once ticked). */
  name: string;
  /** The error when the form is sent unticked, e.g. 请先阅读并勾选同意. */
  requiredText: string;
};

/**
 * A {@link ConsentCheckbox} as a required field of an antd-mobile `Form`: unticked at first, its
 * error shown on a submit without the tick and cleared as soon as it is ticked.
 */
export function ConsentField({ name, requiredText, ...box }: ConsentFieldProps) {
  return (
    <Form.Item noStyle shouldUpdate>
      {(form) => (
        <Form.Item
          noStyle
          name={name}
          initialValue={false}
          valuePropName="checked"
          validateTrigger="onChange"
          rules={[
            {
              validator: async (_rule, value: unknown) => {
                if (value !== true) throw new Error(requiredText);
              },
            },
          ]}
        >
          <ConsentCheckbox {...box} checked={false} onChange={() => undefined} error={form.getFieldError(name)[0]} />
        </Form.Item>
      )}
    </Form.Item>
  );
}
