import { useState, type SubmitEvent } from 'react';
import { emailChangeSchema, passwordChangeSchema } from '../lib/schemas/profile';
import type { AgentSelf } from '../lib/types';
import { Field } from './form/Field';
import { SubmitButton } from './form/SubmitButton';
import { FormAlert, SuccessNotice } from './form/Alerts';
import { useApiForm } from './form/useApiForm';
import { fieldsetClass, legendClass } from './package/styles';

export interface AccountFormsProps {
  email: string;
  username: string;
}

const PASSWORD_HINT = '8-30 karakter, minimal 1 huruf kapital, 1 angka, dan 1 tanda baca (mis. ! # ?).';

/** /akunSaya: the account's email and username, and the forms that change the password and the email. */
export default function AccountForms({ email: initialEmail, username }: AccountFormsProps) {
  const [email, setEmail] = useState(initialEmail);
  return (
    <div className="space-y-5">
      <section aria-labelledby="akun-data" className={fieldsetClass}>
        <h2 id="akun-data" className={legendClass}>
          Data Akun
        </h2>
        <dl className="grid gap-3 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="font-semibold text-ink">Email</dt>
          <dd className="break-all text-ink-muted" data-testid="akun-email">
            {email}
          </dd>
          <dt className="font-semibold text-ink">Username</dt>
          <dd className="text-ink-muted">
            @{username} <span className="block text-xs">Username tidak dapat diubah.</span>
          </dd>
        </dl>
      </section>
      <PasswordForm />
      <EmailForm onChanged={setEmail} />
    </div>
  );
}

const EMPTY_PASSWORDS = { passwordSaatIni: '', passwordBaru: '', konfirmasiPasswordBaru: '' };

/** Change password; the server ends the agent's other sessions. */
function PasswordForm() {
  const [values, setValues] = useState(EMPTY_PASSWORDS);
  const [done, setDone] = useState<string | null>(null);
  const { busy, errors, formError, formRef, validate, send, clearError } = useApiForm();
  const field = (name: keyof typeof EMPTY_PASSWORDS) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (v: string) => {
      setValues((s) => ({ ...s, [name]: v }));
      setDone(null);
      clearError(name);
    },
  });

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    setDone(null);
    const body = validate(passwordChangeSchema, values);
    if (!body) return;
    const res = await send<{ sesiDiakhiri: number }>('POST', '/api/agent/password', body);
    if (res.ok) {
      setValues(EMPTY_PASSWORDS);
      setDone(res.message);
    }
  }

  return (
    <form ref={formRef} method="post" onSubmit={submit} noValidate aria-labelledby="akun-password" className={fieldsetClass}>
      <h2 id="akun-password" className={legendClass}>
        Ubah Password
      </h2>
      <Field {...field('passwordSaatIni')} label="Password Saat Ini" type="password" autoComplete="current-password" required />
      <Field {...field('passwordBaru')} label="Password Baru" type="password" autoComplete="new-password" required hint={PASSWORD_HINT} />
      <Field {...field('konfirmasiPasswordBaru')} label="Konfirmasi Password Baru" type="password" autoComplete="new-password" required hint="Ketik ulang password baru yang sama." />
      <p className="text-xs text-ink-muted">Setelah password diubah, semua sesi di perangkat lain diakhiri; perangkat ini tetap masuk.</p>
      <FormAlert message={formError} />
      <SubmitButton busy={busy} busyLabel="Menyimpan…">
        Ubah Password
      </SubmitButton>
      <SuccessNotice>{done}</SuccessNotice>
    </form>
  );
}

/** Change the sign-in email, confirmed with the current password; 409 when another account has it. */
function EmailForm({ onChanged }: { onChanged: (email: string) => void }) {
  const [values, setValues] = useState({ email: '', passwordSaatIni: '' });
  const [done, setDone] = useState<string | null>(null);
  const { busy, errors, formError, formRef, validate, send, clearError } = useApiForm();
  const field = (name: 'email' | 'passwordSaatIni') => ({
    name,
    id: `f-ubah-email-${name}`,
    value: values[name],
    error: errors[name],
    onChange: (v: string) => {
      setValues((s) => ({ ...s, [name]: v }));
      setDone(null);
      clearError(name);
    },
  });

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    setDone(null);
    const body = validate(emailChangeSchema, values);
    if (!body) return;
    const res = await send<AgentSelf>('POST', '/api/agent/email', body);
    if (res.ok && res.data) {
      onChanged(res.data.email);
      setValues({ email: '', passwordSaatIni: '' });
      setDone(`${res.message} Gunakan ${res.data.email} untuk masuk berikutnya.`);
    }
  }

  return (
    <form ref={formRef} method="post" onSubmit={submit} noValidate aria-labelledby="akun-email" className={fieldsetClass}>
      <h2 id="akun-email" className={legendClass}>
        Ubah Email
      </h2>
      <Field {...field('email')} label="Email Baru" type="email" inputMode="email" autoComplete="email" required />
      <Field {...field('passwordSaatIni')} label="Password Saat Ini" type="password" autoComplete="current-password" required hint="Untuk memastikan ini benar-benar Anda." />
      <FormAlert message={formError} />
      <SubmitButton busy={busy} busyLabel="Menyimpan…">
        Ubah Email
      </SubmitButton>
      <SuccessNotice>{done}</SuccessNotice>
    </form>
  );
}
