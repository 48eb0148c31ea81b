import type { ReactNode } from "react";
import "./profile.css";

export type FieldProps = {
  /** Id of the control inside, so the label names it. */
  id: string;
  label: ReactNode;
  /** A line under the control (rules, what happens next). */
  hint?: ReactNode;
  /** A control beside the input, e.g. the "获取验证码" button. */
  action?: ReactNode;
  children: ReactNode;
};

/** One labelled form row of the profile screens: label above, control (and action) below, optional hint. */
export function Field({ id, label, hint, action, children }: FieldProps) {
  return (
    <div className="wl-profile-field">
      <label className="wl-profile-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="wl-profile-field__control">
        <div className="wl-profile-field__input">{children}</div>
        {action}
      </div>
      {hint ? <div className="wl-profile-field__hint">{hint}</div> : null}
    </div>
  );
}

/** A form's problem line (`role="alert"`, so it is announced); nothing when `message` is empty. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="wl-profile-alert" role="alert">
      {message}
    </p>
  );
}

/** Keeps the digits of `value`, at most `max` of them (phone numbers, codes). */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, "").slice(0, max);
}
