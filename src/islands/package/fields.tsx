import type { ReactNode } from 'react';
import { errorClass, hintClass, inlineLabelClass, inputClass } from './styles';

/** The element id of a field from its dotted error path: 'deskripsi.judul' → 'f-deskripsi-judul'. */
export const fieldId = (path: string) => `f-${path.replace(/\./g, '-')}`;

interface Common {
  /** The field's error path (also gives its id). */
  path: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  /** A soft limit with a live counter ("12/60"); the schema enforces it. */
  max?: number;
  required?: boolean;
  placeholder?: string;
}

function describedBy(id: string, p: Common): string | undefined {
  const ids = [p.hint ? `${id}-hint` : '', p.max ? `${id}-count` : '', p.error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** A label, the control, its hint, counter and error, wired for assistive technology. */
function Frame({ id, p, children }: { id: string; p: Common; children: ReactNode }) {
  const over = p.max !== undefined && p.value.length > p.max;
  return (
    <div className="space-y-1">
      <div className="flex items-baseline justify-between gap-3">
        <span>
          <label htmlFor={id} className={inlineLabelClass}>
            {p.label}
          </label>
          <RequiredMark show={p.required} />
        </span>
        {p.max !== undefined && (
          <span id={`${id}-count`} className={`shrink-0 text-xs tabular-nums ${over ? 'font-semibold text-red-700' : 'text-ink-muted'}`}>
            {p.value.length}/{p.max}
          </span>
        )}
      </div>
      {children}
      {p.hint && (
        <p id={`${id}-hint`} className={hintClass}>
          {p.hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={p.error} />
    </div>
  );
}

/** The visual '*' of a required field, outside its label (assistive technology hears `required`). */
export function RequiredMark({ show }: { show?: boolean }) {
  return show ? (
    <span className="ml-0.5 text-sm font-semibold text-red-700" aria-hidden="true">
      *
    </span>
  ) : null;
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={errorClass}>
      {message}
    </p>
  );
}

export function TextField(p: Common & { type?: 'text' | 'url'; inputMode?: 'text' | 'numeric' | 'url'; list?: string; autoComplete?: string }) {
  const id = fieldId(p.path);
  return (
    <Frame id={id} p={p}>
      <input
        id={id}
        name={p.path}
        type={p.type ?? 'text'}
        inputMode={p.inputMode}
        list={p.list}
        autoComplete={p.autoComplete ?? 'off'}
        className={inputClass}
        value={p.value}
        placeholder={p.placeholder}
        required={p.required}
        aria-invalid={p.error ? true : undefined}
        aria-describedby={describedBy(id, p)}
        onChange={(e) => p.onChange(e.target.value)}
      />
    </Frame>
  );
}

export function TextArea(p: Common & { rows?: number }) {
  const id = fieldId(p.path);
  return (
    <Frame id={id} p={p}>
      <textarea
        id={id}
        name={p.path}
        rows={p.rows ?? 4}
        className={inputClass}
        value={p.value}
        placeholder={p.placeholder}
        required={p.required}
        aria-invalid={p.error ? true : undefined}
        aria-describedby={describedBy(id, p)}
        onChange={(e) => p.onChange(e.target.value)}
      />
    </Frame>
  );
}
