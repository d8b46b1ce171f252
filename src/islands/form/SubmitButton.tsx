import type { ReactNode } from 'react';
import { Spinner } from '../package/Spinner';
import { buttonBase, buttonVariants } from '../package/styles';
import { useHydrated } from './useHydrated';

export interface SubmitButtonProps {
  busy: boolean;
  children: ReactNode;
  /** Said to assistive technology while busy, e.g. 'Menyimpan…'. */
  busyLabel?: string;
  className?: string;
}

/** The form's submit button: a spinner and disabled while the request runs (the caller always resets `busy`). */
export function SubmitButton({ busy, children, busyLabel = 'Memproses…', className = '' }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <button type="submit" disabled={busy || !hydrated} aria-busy={busy || undefined} className={`${buttonBase} ${buttonVariants.primary} disabled:cursor-wait disabled:opacity-80 ${className}`}>
      {busy && <Spinner />}
      {children}
      {busy && <span className="sr-only"> {busyLabel}</span>}
    </button>
  );
}
