import { useState, type FormEvent } from "react";
import { usePersonalDataT } from "./i18n";
import type { ErrorKey } from "./rules";

/** A rules.ts check: per-field error keys, and the normalised values to send when there are none. */
export type DraftCheck<D> = (draft: D) => { errors: Partial<Record<keyof D, ErrorKey>>; values: D };

/**
 * The state of a personal-data form (address, pick-up person): the draft, `set(field, value)`,
 * the translated error of a field after the last submit, and a submit handler that runs `check`
 * and calls `onSubmit` with the checked values only when every field passed (nothing is sent while
 * `submitting`).
 */
export function useCheckedForm<D extends object>(initial: D, check: DraftCheck<D>, onSubmit: (values: D) => void, submitting: boolean) {
  const { t } = usePersonalDataT();
  const [draft, setDraft] = useState<D>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof D, ErrorKey>>>({});
  const set = <K extends keyof D>(key: K, value: D[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const error = (key: keyof D): string | null => {
    const problem = errors[key];
    return problem ? t(`errors.${problem}`) : null;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const checked = check(draft);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length === 0) onSubmit(checked.values);
  };
  return { draft, set, error, submit };
}
