import { useRef, useState } from 'react';
import type { ZodTypeAny } from 'astro/zod';
import { zodFieldErrors } from '../../lib/validation';
import { callApi, focusFirstInvalid, type ApiResult, type CallOptions } from './api';

/**
 * A form's request state: `busy` while a request runs (always reset, whatever happens), the
 * per-field errors (from the shared zod schema in the browser, or the server's 400/409), and a
 * general error message for everything else (network, 429, 500).
 */
export function useApiForm() {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  /** Runs the shared schema in the browser; answers the parsed value, or null after showing the errors. */
  function validate<S extends ZodTypeAny>(schema: S, values: unknown): ReturnType<S['parse']> | null {
    const parsed = schema.safeParse(values);
    if (parsed.success) return parsed.data;
    setErrors(zodFieldErrors(parsed.error));
    setFormError(null);
    focusFirstInvalid(formRef.current);
    return null;
  }

  /** Sends the request; shows its errors; answers the result (ok or not). */
  async function send<T>(method: string, url: string, body?: unknown, opts?: CallOptions): Promise<ApiResult<T>> {
    setBusy(true);
    setFormError(null);
    try {
      const res = await callApi<T>(method, url, body, opts);
      if (res.ok) {
        setErrors({});
      } else {
        const fields = Object.keys(res.errors).length > 0;
        setErrors(res.errors);
        // Field errors speak for themselves at their fields; anything else goes to the form's alert.
        setFormError(fields ? null : res.message);
        if (fields) focusFirstInvalid(formRef.current);
      }
      return res;
    } finally {
      setBusy(false);
    }
  }

  /** Forgets one field's error once the agent edits it. */
  function clearError(field: string) {
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  }

  return { busy, errors, formError, setErrors, setFormError, formRef, validate, send, clearError };
}
