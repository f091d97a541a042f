import { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes, useId } from 'react';

interface Common {
  label: string;
  /** Shown only once the field was touched (spec: errors show for touched fields). */
  error?: string;
  touched?: boolean;
  hint?: ReactNode;
}

/** A labelled input with its error under it, wired for screen readers. */
export function FormField({ label, error, touched, hint, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const show = Boolean(touched && error);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={show} aria-describedby={show ? `${id}-error` : undefined} {...input} />
      {hint && !show ? <span className="field-hint">{hint}</span> : null}
      {show ? (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export function TextAreaField({ label, error, touched, hint, ...input }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  const show = Boolean(touched && error);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} aria-invalid={show} aria-describedby={show ? `${id}-error` : undefined} {...input} />
      {hint && !show ? <span className="field-hint">{hint}</span> : null}
      {show ? (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
