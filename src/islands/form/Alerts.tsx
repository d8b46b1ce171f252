import type { ReactNode } from 'react';

/** A form's general error (network, throttling, server): announced at once. Renders the live region always. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" className={message ? 'rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800' : 'sr-only'}>
      {message}
    </div>
  );
}

/** A success notice after saving, announced politely. */
export function SuccessNotice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className={children ? 'rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900' : 'sr-only'}>
      {children}
    </div>
  );
}
