import "./profile.css";

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
