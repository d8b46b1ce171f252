import { useEffect, useState, type SubmitEvent } from 'react';
import { registerFormSchema } from '../lib/schemas/auth';
import type { SessionAgent } from '../lib/types';
import { clearAgent, setAgent } from '../stores/auth';
import { Field } from './form/Field';
import { SubmitButton } from './form/SubmitButton';
import { FormAlert } from './form/Alerts';
import { useApiForm } from './form/useApiForm';
import { typedOr } from './form/typedBefore';

type Values = { email: string; username: string; password: string; konfirmasiPassword: string; namaBadanUsaha: string };
const EMPTY: Values = { email: '', username: '', password: '', konfirmasiPassword: '', namaBadanUsaha: '' };

/**
 * The sign-up form (/register). The shared zod rules run here first; the server's errors (400 per
 * field, 409 taken, 429) show at their fields or above the button. Success signs the agent in
 * (the API sets the session cookie) and replaces this page with /beranda.
 */
export default function RegisterForm() {
  const [values, setValues] = useState<Values>(() => typedOr(EMPTY));
  const { busy, errors, formError, formRef, validate, send, clearError } = useApiForm();

  // The server rendered this page for a guest.
  useEffect(() => clearAgent(), []);

  const field = (name: keyof Values) => ({
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
    const data = validate(registerFormSchema, values);
    if (!data) return;
    const { konfirmasiPassword: _, ...body } = data;
    const res = await send<{ agent: SessionAgent }>('POST', '/api/agent/create', body, { on401: 'answer' });
    if (res.ok && res.data?.agent) {
      setAgent(res.data.agent);
      location.replace('/beranda');
    }
  }

  return (
    <form ref={formRef} method="post" onSubmit={submit} noValidate className="space-y-4">
      <Field {...field('email')} label="Email" type="email" inputMode="email" autoComplete="email" required hint="Gunakan alamat email yang valid, mis. nama@perusahaan.co.id." />
      <Field
        {...field('username')}
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        required
        hint="8-30 karakter: huruf, angka, titik (.) atau garis bawah (_)."
      />
      <Field
        {...field('password')}
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint="8-30 karakter, minimal 1 huruf kapital, 1 angka, dan 1 tanda baca (mis. ! # ?)."
      />
      <Field {...field('konfirmasiPassword')} label="Konfirmasi Password" type="password" autoComplete="new-password" required hint="Ketik ulang password yang sama." />
      <Field
        {...field('namaBadanUsaha')}
        label="Nama Badan Usaha"
        autoComplete="organization"
        autoCapitalize="words"
        required
        hint={'Awali setiap kata dengan huruf kapital, mis. "Nusantara Trip Wisata".'}
      />
      <FormAlert message={formError} />
      <SubmitButton busy={busy} busyLabel="Mendaftarkan…" className="w-full">
        Sign Up
      </SubmitButton>
    </form>
  );
}
