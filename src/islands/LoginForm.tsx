import { useEffect, useState, type SubmitEvent } from 'react';
import { loginSchema } from '../lib/schemas/auth';
import type { SessionAgent } from '../lib/types';
import { clearAgent, setAgent } from '../stores/auth';
import { Field } from './form/Field';
import { SubmitButton } from './form/SubmitButton';
import { FormAlert } from './form/Alerts';
import { useApiForm } from './form/useApiForm';
import { typedOr } from './form/typedBefore';

export interface LoginFormProps {
  /** Where to go after signing in: a same-site path the server already checked (safeNextPath). */
  next: string;
}

/**
 * The sign-in form (/login): email or username and password. Wrong credentials (401) and
 * throttling (429, saying when to retry) show above the button. Success replaces this page with
 * `next`, so Back does not return to the form.
 */
export default function LoginForm({ next }: LoginFormProps) {
  const [values, setValues] = useState(() => typedOr({ email: '', password: '' }));
  const { busy, errors, formError, formRef, validate, send, clearError } = useApiForm();

  useEffect(() => clearAgent(), []);

  const field = (name: 'email' | 'password') => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (v: string) => {
      setValues((s) => ({ ...s, [name]: v }));
      clearError(name);
    },
  });

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const data = validate(loginSchema, values);
    if (!data) return;
    const res = await send<{ agent: SessionAgent }>('POST', '/api/agent/login', data, { on401: 'answer' });
    if (res.ok && res.data?.agent) {
      setAgent(res.data.agent);
      location.replace(next);
    }
  }

  return (
    <form ref={formRef} method="post" onSubmit={submit} noValidate className="space-y-4">
      <Field {...field('email')} label="Email/Username" autoComplete="username" autoCapitalize="none" inputMode="email" required />
      <Field {...field('password')} label="Password" type="password" autoComplete="current-password" required />
      <FormAlert message={formError} />
      <SubmitButton busy={busy} busyLabel="Masuk…" className="w-full">
        Login
      </SubmitButton>
    </form>
  );
}
