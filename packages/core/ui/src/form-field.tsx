import { Button, Form, type FormItemProps } from "antd-mobile";
import { cloneElement, useId, useRef, type ReactElement, type ReactNode } from "react";
import { useControlAttributes } from "./control-attributes";
import "./account-layout.css";

/** One rule of an antd-mobile Form.Item (a rule object, or a function of the form answering one). */
export type FormRule = NonNullable<FormItemProps["rules"]>[number];

/** Messages per field name of a whole-form check; a field without one passed. */
export type FieldProblems = Readonly<Partial<Record<string, string | null>>>;

/**
 * A rule of field `name` from a check of the whole form, so rules that read several fields (a phone
 * by its region, a name by the document type) stay in one function of the feature or of
 * @wenlv/validation. The message is shown as it is: translate it in `check`.
 * @example rules={[formRule((values) => problemsOf(values), "phone")]}
 */
export function formRule(check: (values: Record<string, unknown>) => FieldProblems, name: string): FormRule {
  return (form) => ({
    validator: async () => {
      const problem = check(form.getFieldsValue(true) as Record<string, unknown>)[name];
      if (problem) throw new Error(problem);
    },
  });
}

/** A rule from a check of the field's own value: `problem(value)` answers the message, or null when it passes. */
export function valueRule<V = string>(problem: (value: V) => string | null | undefined): FormRule {
  return {
    validator: async (_rule, value: V) => {
      const message = problem(value);
      if (message) throw new Error(message);
    },
  };
}

/** What {@link schemaProblems} needs of a zod schema (this package does not import zod). */
export type SafeParser = {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
};

/**
 * The first message per top-level field of a failed `schema.safeParse(values)` (a schema of
 * @wenlv/validation or the contract), each through `text` (e.g. useValidationText's translation).
 */
export function schemaProblems(schema: SafeParser, values: unknown, text: (message: string) => string = (message) => message): FieldProblems {
  const result = schema.safeParse(values);
  const problems: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? "");
      problems[field] ??= text(issue.message);
    }
  }
  return problems;
}

export type FormFieldProps = {
  /** The field's name in the surrounding antd-mobile `Form`: its value, rules and error live there. */
  name: string;
  label: ReactNode;
  /** A line under the control (rules, the current value when it is only known masked ...). */
  hint?: ReactNode;
  /** Checked on submit and on the form's `validateTrigger` (or this field's own). */
  rules?: FormRule[];
  /** Fields whose change checks this one again (e.g. the document number after the type). */
  dependencies?: string[];
  /** Prop of the control that holds the value: "value" (default) or "checked". */
  valuePropName?: string;
  /** When the rules run besides submit; default the form's `validateTrigger`. */
  validateTrigger?: string | string[];
  /** Maps a new value before the form keeps it, e.g. digits only. */
  normalize?: FormItemProps["normalize"];
  /** A control beside the input, e.g. 获取验证码. */
  action?: ReactNode;
  /** Extra class of the row. */
  className?: string;
  /**
   * The control: an antd-mobile Input or TextArea, or a button that opens a picker. It gets the
   * row's `id` (the label points at it), the value and `onChange` from the form; the element with
   * that id gets `aria-invalid` and `aria-describedby` (the error, then the hint).
   */
  children: ReactElement;
};

type FieldControlProps = { id: string; invalid: boolean; describedBy: string | undefined; children: ReactElement } & Record<string, unknown>;

/** Hands the form's value props to the control, and the row's ARIA state to its native element. */
function FieldControl({ id, invalid, describedBy, children, ...fromForm }: FieldControlProps) {
  const ref = useRef<HTMLDivElement>(null);
  useControlAttributes(ref, `[id="${id}"]`, { "aria-invalid": String(invalid), "aria-describedby": describedBy });
  return (
    <div ref={ref} className="wl-account-field__input">
      {cloneElement(children as ReactElement<Record<string, unknown>>, { ...fromForm, id })}
    </div>
  );
}

/**
 * A labelled row of a form on antd-mobile `Form` (docs/decisions/012-one-form-approach.md): the
 * label, the control (a `Form.Item` with `name` and `rules`, so the form owns the value and checks
 * it on submit), an optional action beside it, a hint, and the field's first error under it
 * (`role="alert"`). The control is described by the error, then the hint, and marked invalid while
 * the error shows. Styled by `@wenlv/ui/account-layout.css`.
 */
export function FormField({ name, label, hint, rules, dependencies, valuePropName, validateTrigger, normalize, action, className, children }: FormFieldProps) {
  const id = useId();
  return (
    <Form.Item noStyle shouldUpdate>
      {(form) => {
        const error = form.getFieldError(name)[0];
        const describedBy = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
        return (
          <div className={className ? `wl-account-field ${className}` : "wl-account-field"}>
            <label htmlFor={id}>{label}</label>
            <div className="wl-account-field__control">
              <Form.Item
                noStyle
                name={name}
                rules={rules}
                dependencies={dependencies}
                valuePropName={valuePropName}
                validateTrigger={validateTrigger}
                normalize={normalize}
              >
                <FieldControl id={id} invalid={Boolean(error)} describedBy={describedBy}>
                  {children}
                </FieldControl>
              </Form.Item>
              {action}
            </div>
            {hint ? (
              <div id={`${id}-hint`} className="wl-account-hint">
                {hint}
              </div>
            ) : null}
            {error ? (
              <p id={`${id}-error`} className="wl-account-error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
        );
      }}
    </Form.Item>
  );
}

export type FormSubmitProps = {
  /** The API's refusal of the last submit (e.g. 该证件号已添加), shown above the button; nothing when empty. */
  error?: ReactNode;
  /** True while the form is being sent: the button spins and cannot be pressed again. */
  loading: boolean;
  /** The button's text (保存 ...). */
  children: ReactNode;
};

/** The end of a form: the server's refusal (`role="alert"`) above the full-width primary submit button. */
export function FormSubmit({ error, loading, children }: FormSubmitProps) {
  return (
    <>
      {error ? (
        <p className="wl-account-error" role="alert">
          {error}
        </p>
      ) : null}
      <Button className="wl-account-submit wl-button-primary" block type="submit" color="primary" size="large" loading={loading}>
        {children}
      </Button>
    </>
  );
}
