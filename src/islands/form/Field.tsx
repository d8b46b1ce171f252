import { useState, type ReactNode } from 'react';
import { FieldError, RequiredMark, fieldId } from '../package/fields';
import { hintClass, inlineLabelClass, inputClass } from '../package/styles';

// The textarea with its live counter and the error/required marks come from the package form's
// field kit, so every dashboard form looks and reads alike.
export { TextArea, FieldError, RequiredMark, fieldId } from '../package/fields';

export interface FieldProps {
  /** The value's name in the schema and the server's errors (also gives the id: f-{name}). */
  name: string;
  /** The element id when two forms on a page share a field name. */
  id?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url';
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'url';
  autoCapitalize?: 'none' | 'words' | 'sentences';
  placeholder?: string;
  /** A text before the input, e.g. '@' for a handle. */
  prefix?: string;
}

/** A labelled input with its hint and error wired for assistive technology; passwords can be shown. */
export function Field(p: FieldProps) {
  const id = p.id ?? fieldId(p.name);
  const [shown, setShown] = useState(false);
  const isPassword = p.type === 'password';
  const describedBy = [p.hint ? `${id}-hint` : '', p.error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const input = (
    <input
      id={id}
      name={p.name}
      type={isPassword && shown ? 'text' : (p.type ?? 'text')}
      value={p.value}
      onChange={(e) => p.onChange(e.target.value)}
      required={p.required}
      autoComplete={p.autoComplete ?? 'off'}
      inputMode={p.inputMode}
      autoCapitalize={p.autoCapitalize}
      spellCheck={isPassword || p.type === 'email' ? false : undefined}
      placeholder={p.placeholder}
      aria-invalid={p.error ? true : undefined}
      aria-describedby={describedBy}
      className={`${inputClass} ${isPassword ? 'pr-24' : ''} ${p.prefix ? 'rounded-l-none' : ''}`}
    />
  );
  return (
    <div className="space-y-1">
      <div>
        <label htmlFor={id} className={inlineLabelClass}>
          {p.label}
        </label>
        <RequiredMark show={p.required} />
      </div>
      <div className="relative flex">
        {p.prefix && (
          <span aria-hidden="true" className="inline-flex items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-50 px-3 text-sm text-ink-muted">
            {p.prefix}
          </span>
        )}
        {input}
        {isPassword && (
          <button
            type="button"
            onClick={() => setShown((s) => !s)}
            aria-controls={id}
            aria-pressed={shown}
            className="absolute inset-y-1 right-1 rounded-md px-3 text-xs font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {shown ? 'Sembunyikan' : 'Tampilkan'}
            <span className="sr-only"> {p.label}</span>
          </button>
        )}
      </div>
      {p.hint && (
        <p id={`${id}-hint`} className={hintClass}>
          {p.hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={p.error} />
    </div>
  );
}
