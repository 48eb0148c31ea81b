import type { ReactNode } from "react";

/** What a field's control gets: its id (the label points at it), invalid state and descriptions. */
export type ControlProps = { id: string; invalid: boolean; describedBy: string | undefined };

export type FormFieldProps = {
  /** Id of the control; the error and hint get `<id>-error` and `<id>-hint`. */
  id: string;
  label: ReactNode;
  /** Message shown under the control (role alert) and referenced by aria-describedby. */
  error?: string | null;
  hint?: ReactNode;
  children: (control: ControlProps) => ReactNode;
};

/** A labelled form row: label, the control, an optional hint and the error under it. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  const describedBy = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="wl-pd-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, invalid: Boolean(error), describedBy })}
      {hint ? (
        <p id={`${id}-hint`} className="wl-pd-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="wl-pd-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Attributes every text control of a {@link FormField} shares. */
export function controlAttributes({ id, invalid, describedBy }: ControlProps) {
  return { id, className: "wl-pd-input", "aria-invalid": invalid, "aria-describedby": describedBy };
}
