import { useRef, useState } from 'react';
import { useHydrated } from './form/useHydrated';
import ImageUpload from './ImageUpload';
import { Spinner } from './package/Spinner';
import { FieldError, TextArea, TextField, fieldId } from './package/fields';
import { callApi, focusFirstInvalid } from './form/api';
import { buttonBase, buttonVariants, hintClass, inputClass, labelClass } from './package/styles';
import { emptyPortfolioForm, portfolioFormToBody, portfolioInputSchema, PORTFOLIO_LIMITS, type PortfolioFormValues } from '../lib/schemas/portfolio';
import { zodFieldErrors } from '../lib/validation';
import type { TripStatus } from '../lib/types';

export interface PortfolioFormProps {
  /** The agent's own packages, for 'Tautan Paket Wisata'. */
  trips: Array<{ id: number; judul: string; status: TripStatus }>;
}

/** Uploads a portfolio item; 'Batalkan' clears the form. The page lists the items below it. */
export default function PortfolioForm({ trips }: PortfolioFormProps) {
  const hydrated = useHydrated();
  const [values, setValues] = useState<PortfolioFormValues>(emptyPortfolioForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  /** Changed by 'Batalkan' so the photo field starts over (preview, progress, its own errors). */
  const [round, setRound] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  function set<K extends keyof PortfolioFormValues>(key: K, value: PortfolioFormValues[K]) {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  }

  function showErrors(found: Record<string, string>, message: string) {
    setErrors(found);
    setFormError(message);
    focusFirstInvalid(form.current);
  }

  function reset() {
    setValues(emptyPortfolioForm());
    setErrors({});
    setFormError(null);
    setRound((r) => r + 1);
  }

  async function submit() {
    if (busy) return;
    setFormError(null);
    if (uploading) return setFormError('Tunggu sampai foto selesai diunggah.');
    const body = portfolioFormToBody(values);
    const parsed = portfolioInputSchema.safeParse(body);
    if (!parsed.success) return showErrors(zodFieldErrors(parsed.error), 'Periksa kembali isian yang ditandai merah.');

    setBusy(true);
    let leaving = false;
    try {
      const res = await callApi('POST', '/api/portofolio/create', body);
      if (res.ok || res.status === 401) {
        leaving = true;
        if (res.ok) location.replace('/portofolio?pesan=tersimpan');
        return;
      }
      if (Object.keys(res.errors).length) showErrors(res.errors, res.message);
      else setFormError(res.message);
    } finally {
      if (!leaving) setBusy(false);
    }
  }

  const tripId = fieldId('tripId');
  return (
    <form
      ref={form}
      noValidate
      className="space-y-4"
      aria-busy={busy || undefined}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      onReset={(e) => {
        e.preventDefault();
        reset();
      }}
    >
      <TextField path="judul" label="Judul Portofolio" value={values.judul} max={PORTFOLIO_LIMITS.judul} required placeholder="contoh: Open Trip Bromo Agustus 2025" error={errors.judul} onChange={(v) => set('judul', v)} />
      <TextArea path="deskripsi" label="Deskripsi Portofolio" value={values.deskripsi} max={PORTFOLIO_LIMITS.deskripsi} required rows={4} placeholder="Ceritakan perjalanan ini: peserta, rute, momen terbaik." error={errors.deskripsi} onChange={(v) => set('deskripsi', v)} />
      <ImageUpload key={round} id={fieldId('foto')} label="Foto Portofolio" required value={values.foto} error={errors.foto} hint="JPEG, PNG, atau WebP; maksimal 5 MB." onChange={(v) => set('foto', v)} onBusyChange={setUploading} />
      <div className="space-y-1">
        <label htmlFor={tripId} className={labelClass}>
          Tautan Paket Wisata
        </label>
        <select
          id={tripId}
          className={inputClass}
          value={values.tripId}
          aria-invalid={errors.tripId ? true : undefined}
          aria-describedby={`${tripId}-hint${errors.tripId ? ` ${tripId}-error` : ''}`}
          onChange={(e) => set('tripId', e.target.value)}
        >
          <option value="">Tidak ada</option>
          {trips.map((t) => (
            <option key={t.id} value={String(t.id)}>
              {t.judul}
              {t.status === 'draft' ? ' (draft)' : ''}
            </option>
          ))}
        </select>
        <p id={`${tripId}-hint`} className={hintClass}>
          {trips.length ? 'Opsional: paket yang berkaitan dengan portofolio ini.' : 'Anda belum punya paket wisata untuk ditautkan.'}
        </p>
        <FieldError id={`${tripId}-error`} message={errors.tripId} />
      </div>

      {formError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="reset" className={`${buttonBase} ${buttonVariants.outline}`} disabled={busy}>
          Batalkan
        </button>
        <button type="submit" className={`${buttonBase} ${buttonVariants.primary} disabled:opacity-60`} disabled={busy || !hydrated}>
          {busy && <Spinner />}
          {busy ? 'Mengunggah…' : 'Upload'}
        </button>
      </div>
    </form>
  );
}
