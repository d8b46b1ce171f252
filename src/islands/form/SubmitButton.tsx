import type { ReactNode } from 'react';
import { Spinner } from '../package/Spinner';
import { buttonBase, buttonVariants } from '../package/styles';

export interface SubmitButtonProps {
  busy: boolean;
  children: ReactNode;
  /** Said to assistive technology while busy, e.g. 'Menyimpan…'. */
  busyLabel?: string;
  className?: string;
}

/** The form's submit button: a spinner and disabled while the request runs (the caller always resets `busy`). */
export function SubmitButton({ busy, children, busyLabel = 'Memproses…', className = '' }: SubmitButtonProps) {
  return (
    <button type="submit" disabled={busy} aria-busy={busy || undefined} className={`${buttonBase} ${buttonVariants.primary} disabled:cursor-wait disabled:opacity-80 ${className}`}>
      {busy && <Spinner />}
      {children}
      {busy && <span className="sr-only"> {busyLabel}</span>}
    </button>
  );
}
