import { useState, type SubmitEvent } from 'react';
import { PROFILE_LIMITS, profileInputSchema, profileToForm, type ProfileFormValues } from '../lib/schemas/profile';
import type { AgentSelf, StatusVerifikasi } from '../lib/types';
import { setAgent } from '../stores/auth';
import ImageUpload from './ImageUpload';
import { Field, TextArea } from './form/Field';
import { SubmitButton } from './form/SubmitButton';
import { FormAlert, SuccessNotice } from './form/Alerts';
import { LicenceUpload } from './form/LicenceUpload';
import { useApiForm } from './form/useApiForm';
import { fieldsetClass, legendClass } from './package/styles';

export interface ProfileFormProps {
  initial: ProfileFormValues;
  licence: { uploaded: boolean; status: StatusVerifikasi };
  /** The agent's public profile, linked after saving. */
  profileHref: string;
}

type TextKey = Exclude<keyof ProfileFormValues, 'fotoProfil'>;

const PHONE_HINT = 'Boleh 08…, +62… atau 62…; spasi dan tanda hubung boleh.';
const social = (site: string) => `Username (mis. @nusantaratrip) atau tautan profil ${site}.`;

/**
 * The agent's profile (/profilSaya): every field of the spec's form, saved with PUT
 * /api/agent/profile. Phone numbers and social accounts come back in their stored shape
 * ('62…' digits, bare handles) and the form shows them so. The licence uploads on its own.
 */
export default function ProfileForm({ initial, licence, profileHref }: ProfileFormProps) {
  const [values, setValues] = useState<ProfileFormValues>(initial);
  const [photoBusy, setPhotoBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const { busy, errors, formError, formRef, validate, send, clearError } = useApiForm();

  const set = <K extends keyof ProfileFormValues>(name: K, value: ProfileFormValues[K]) => {
    setValues((s) => ({ ...s, [name]: value }));
    setSaved(false);
    clearError(name);
  };
  const field = (name: TextKey) => ({ name, value: values[name], error: errors[name], onChange: (v: string) => set(name, v) });

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy || photoBusy) return;
    setSaved(false);
    const body = validate(profileInputSchema, values);
    if (!body) return;
    // Sent as typed: the server normalises (the same schema) and answers the stored values.
    const res = await send<AgentSelf>('PUT', '/api/agent/profile', values);
    if (res.ok && res.data) {
      const a = res.data;
      setValues(profileToForm(a));
      setAgent({ id: a.id, username: a.username, namaBadanUsaha: a.namaBadanUsaha });
      setSaved(true);
    }
  }

  return (
    <form ref={formRef} method="post" onSubmit={submit} noValidate className="space-y-5">
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>Badan Usaha</legend>
        <Field {...field('namaBadanUsaha')} label="Nama Badan Usaha" autoComplete="organization" autoCapitalize="words" required hint={'Awali setiap kata dengan huruf kapital, mis. "Nusantara Trip Wisata".'} />
        <TextArea path="alamatKantor" label="Alamat Kantor" value={values.alamatKantor} onChange={(v) => set('alamatKantor', v)} error={errors.alamatKantor} max={PROFILE_LIMITS.alamatKantor} rows={2} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field {...field('namaPic')} label="Nama PIC" autoComplete="name" hint="Penanggung jawab yang dihubungi tim TripKita." />
          <Field {...field('kontakPic')} label="Kontak PIC (WhatsApp)" type="tel" inputMode="tel" autoComplete="tel" hint={PHONE_HINT} />
        </div>
      </fieldset>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>Surat Izin Usaha</legend>
        <LicenceUpload uploaded={licence.uploaded} status={licence.status} />
      </fieldset>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>Profil Publik</legend>
        <ImageUpload
          id="f-fotoProfil"
          label="Foto Profil"
          value={values.fotoProfil}
          onChange={(url) => set('fotoProfil', url)}
          onBusyChange={setPhotoBusy}
          error={errors.fotoProfil}
          hint="Logo atau foto kantor Anda. JPEG, PNG, atau WebP, maksimal 5 MB."
        />
        <TextArea path="bio" label="Bio" value={values.bio} onChange={(v) => set('bio', v)} error={errors.bio} max={PROFILE_LIMITS.bio} rows={3} hint="Satu-dua kalimat yang tampil di bawah nama Anda." />
        <TextArea path="tentang" label="Tentang" value={values.tentang} onChange={(v) => set('tentang', v)} error={errors.tentang} max={PROFILE_LIMITS.tentang} rows={6} hint="Cerita agen Anda: pengalaman, spesialisasi, dan layanan. Tampil di tab Tentang Agen." />
      </fieldset>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>Kontak</legend>
        <p className="text-sm text-ink-muted">Tombol kontak di halaman paket dan profil Anda memakai data ini. Kontak yang kosong tidak ditampilkan.</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field {...field('telepon')} label="Telepon" type="tel" inputMode="tel" autoComplete="tel" hint={PHONE_HINT} />
          <Field {...field('telegram')} label="Telegram" autoCapitalize="none" hint={social('t.me')} />
          <Field {...field('whatsapp')} label="WhatsApp" type="tel" inputMode="tel" autoComplete="tel" hint={`Nomor untuk tombol WhatsApp. ${PHONE_HINT}`} />
          <Field {...field('line')} label="Line" autoCapitalize="none" hint="ID Line, @akunresmi, atau tautan line.me." />
          <Field {...field('instagram')} label="Instagram" autoCapitalize="none" hint={social('instagram.com')} />
          <Field {...field('twitter')} label="Twitter" autoCapitalize="none" hint={social('x.com')} />
          <Field {...field('facebook')} label="Facebook" autoCapitalize="none" hint="Nama halaman atau tautan facebook.com." />
        </div>
      </fieldset>

      <FormAlert message={formError} />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton busy={busy} busyLabel="Menyimpan…">
          Simpan Profil
        </SubmitButton>
        {photoBusy && <span className="text-sm text-ink-muted">Tunggu foto selesai diunggah…</span>}
      </div>
      <SuccessNotice>
        {saved && (
          <>
            Profil berhasil disimpan.{' '}
            <a href={profileHref} className="font-semibold underline underline-offset-2">
              Lihat profil publik
            </a>
          </>
        )}
      </SuccessNotice>
    </form>
  );
}

