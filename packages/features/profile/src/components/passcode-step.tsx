import { NumberKeyboard, PasscodeInput, type PasscodeInputRef } from "antd-mobile";
import { useEffect, useRef, type ReactNode } from "react";
import "./profile.css";

/** Digits of a payment password (contract ZSetPaymentPassword: 6 digits). */
export const PASSCODE_LENGTH = 6;

export type PasscodeStepProps = {
  /** Heading of the step ("请设置6位数字支付密码"). */
  title: string;
  /** Accessible name of the passcode box. */
  label: string;
  /** The digits typed so far; given by the surrounding Form.Item. */
  value?: string;
  onChange?: (value: string) => void;
  /** Called with the 6 digits once the last one is typed. */
  onFill: (value: string) => void;
  /** Marks the boxes as wrong (red) after a mismatch. */
  error?: boolean;
  /** Lines under the boxes (a hint, an alert). */
  children?: ReactNode;
};

/**
 * One step of the payment password: six masked boxes (antd-mobile PasscodeInput) typed on the
 * in-page number keyboard (NumberKeyboard), so the digits never go through the system keyboard's
 * suggestions. Focused on mount so the keyboard opens at once.
 */
export function PasscodeStep({ title, label, value, onChange, onFill, error = false, children }: PasscodeStepProps) {
  const ref = useRef<PasscodeInputRef>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <section className="wl-passcode-step" aria-label={title}>
      <h2 className="wl-passcode-step__title">{title}</h2>
      <PasscodeInput
        ref={ref}
        aria-label={label}
        length={PASSCODE_LENGTH}
        value={value ?? ""}
        onChange={(next) => onChange?.(next.replace(/\D/g, ""))}
        onFill={onFill}
        error={error}
        keyboard={<NumberKeyboard showCloseButton={false} />}
      />
      {children}
    </section>
  );
}

/**
 * True for payment passwords that are trivially guessed: six equal digits ("111111") or a run up
 * or down ("123456", "987654"). Common practice of payment apps; the API may refuse more.
 */
export function isWeakPasscode(digits: string): boolean {
  if (!/^\d{6}$/.test(digits)) return false;
  const steps = new Set<number>();
  for (let i = 1; i < digits.length; i += 1) steps.add(Number(digits[i]) - Number(digits[i - 1]));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0] ?? 2);
}
