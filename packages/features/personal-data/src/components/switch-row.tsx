import { Switch } from "antd-mobile";
import { useId, type KeyboardEvent, type ReactNode } from "react";

export type SwitchRowProps = {
  label: ReactNode;
  /** Smaller text under the label, referenced as the switch's description. */
  description?: ReactNode;
  /** On or off; given by the surrounding Form.Item (`valuePropName="checked"`) in a form. */
  checked?: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
};

/**
 * A row with a label (and description) and antd-mobile's `Switch` beside it. The switch (role
 * "switch", aria-checked) is named by the label and described by the description; antd-mobile
 * draws it as a div without keyboard support, so it is made focusable here and Space or Enter
 * turns it like a click.
 */
export function SwitchRow({ label, description, checked = false, disabled = false, onChange }: SwitchRowProps) {
  const id = useId();
  const keyDown = (event: KeyboardEvent) => {
    if (event.key !== " " && event.key !== "Enter") return;
    event.preventDefault();
    if (!disabled) onChange?.(!checked);
  };
  return (
    // The keys reach this row from the focused switch inside it.
    <div className="wl-pd-switch" onKeyDown={keyDown}>
      <span className="wl-pd-switch__label">
        <span id={`${id}-label`}>{label}</span>
        {description ? (
          <span id={`${id}-description`} className="wl-pd-switch__description">
            {description}
          </span>
        ) : null}
      </span>
      <Switch
        className="wl-pd-switch__control"
        tabIndex={disabled ? -1 : 0}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        checked={checked}
        disabled={disabled}
        onChange={(on) => onChange?.(on)}
      />
    </div>
  );
}
