import { useId, type ReactNode } from "react";

export type ToggleSwitchProps = {
  label: ReactNode;
  /** Smaller text under the label, referenced as the switch's description. */
  description?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
};

/**
 * An on/off switch that is a real `<input type="checkbox" role="switch">` inside its label, so it
 * has a name, works with the keyboard and reads as "switch, on/off" (antd-mobile's Switch is a div
 * without keyboard support). Styled as a switch by personal-data.css.
 */
export function ToggleSwitch({ label, description, checked, disabled = false, onChange }: ToggleSwitchProps) {
  const id = useId();
  return (
    <div className="wl-pd-switch">
      <label htmlFor={id} className="wl-pd-switch__label">
        <span>{label}</span>
        {description ? (
          <span id={`${id}-description`} className="wl-pd-switch__description">
            {description}
          </span>
        ) : null}
      </label>
      <input
        id={id}
        className="wl-pd-switch__input"
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={description ? `${id}-description` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}
