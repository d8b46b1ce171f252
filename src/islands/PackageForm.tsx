import { useRef, useState } from 'react';
import { useHydrated } from './form/useHydrated';
import ImageUpload from './ImageUpload';
import { DestinationsEditor } from './package/DestinationsEditor';
import { FacilityList } from './package/FacilityList';
import { LocationFields } from './package/LocationFields';
import { PriceTiers } from './package/PriceTiers';
import { Spinner } from './package/Spinner';
import { TextArea, TextField, fieldId } from './package/fields';
import { callApi, focusFirstInvalid } from './form/api';
import { buttonBase, buttonVariants, fieldsetClass, labelClass, legendClass } from './package/styles';
import { placeFormErrors, TRIP_LIMITS, validateTripForm, type TripFormValues } from '../lib/schemas/trip';
import type { TripDetail, TripStatus } from '../lib/types';

export interface PackageFormProps {
  initial: TripFormValues;
  /** Set when editing an existing package. */
  tripId?: number;
}

type Errors = Record<string, string>;

/** The add/edit package form: validated in the browser with the server's schema, saved as draft or published. */
export default function PackageForm({ initial, tripId }: PackageFormProps) {
  const hydrated = useHydrated();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState<TripStatus | null>(null);
  const [uploads, setUploads] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  /** Drops the errors at `keys` and under them ('tiers' clears 'tiers.1.price'). */
  function clearErrors(keys: string[]) {
    setErrors((e) => {
      const kept = Object.fromEntries(Object.entries(e).filter(([k]) => !keys.some((c) => k === c || k.startsWith(`${c}.`))));
      return Object.keys(kept).length === Object.keys(e).length ? e : kept;
    });
  }
  /** Sets fields and clears their errors (by default those named like the fields). */
  function patch(next: Partial<TripFormValues>, clear: string[] = Object.keys(next)) {
    setValues((v) => ({ ...v, ...next }));
    clearErrors(clear);
  }
  const text = (key: keyof TripFormValues) => (value: string) => patch({ [key]: value } as Partial<TripFormValues>);
  /** A list editor's change, applied to the latest values: uploads may finish after other edits. */
  const list =
    <K extends 'destinasi' | 'fasilitasTermasuk' | 'fasilitasTidakTermasuk' | 'tiers'>(key: K) =>
    (update: (rows: TripFormValues[K]) => TripFormValues[K], clear: string[]) => {
      setValues((v) => ({ ...v, [key]: update(v[key]) }));
      clearErrors(clear);
    };
  const onBusyChange = (b: boolean) => setUploads((n) => Math.max(0, n + (b ? 1 : -1)));

  function showErrors(found: Errors, message: string) {
    setErrors(found);
    setFormError(message);
    focusFirstInvalid(form.current);
  }

  async function save(status: TripStatus) {
    if (busy) return;
    setFormError(null);
    if (uploads > 0) return setFormError('Tunggu sampai semua gambar selesai diunggah.');
    const { body, errors: found } = validateTripForm(values, status);
    if (Object.keys(found).length) return showErrors(found, 'Periksa kembali isian yang ditandai merah.');

    setBusy(status);
    let leaving = false;
    try {
      const res = await callApi<TripDetail>(tripId ? 'PUT' : 'POST', tripId ? `/api/trip/update/${tripId}` : '/api/trip/create', body);
      if (res.ok && res.data) {
        leaving = true;
        const pesan = res.data.status === 'published' ? (tripId ? 'diperbarui' : 'terbit') : 'draft';
        location.replace(`/paketWisata?pesan=${pesan}&id=${res.data.id}`);
        return;
      }
      if (res.status === 401) {
        leaving = true;
        return;
      }
      if (Object.keys(res.errors).length) showErrors(placeFormErrors(res.errors, values), res.message);
      else setFormError(res.message);
    } finally {
      if (!leaving) setBusy(null);
    }
  }

  const v = values;
  const semuaId = fieldId('semuaTermasuk');
  return (
    <form
      ref={form}
      noValidate
      className="space-y-5"
      aria-busy={busy ? true : undefined}
      onSubmit={(e) => {
        e.preventDefault();
        save('published');
      }}
    >
      <p className="text-sm text-ink-muted">
        Kolom bertanda <span className="text-red-700">*</span> wajib diisi, juga untuk draft.
      </p>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>Informasi utama</legend>
        <TextField path="deskripsi.judul" label="Judul" value={v.judul} max={TRIP_LIMITS.judul} required placeholder="contoh: Sunrise Bromo Midnight Tour" error={errors['deskripsi.judul']} onChange={(x) => patch({ judul: x }, ['judul', 'deskripsi.judul'])} />
        <TextArea path="deskripsi.deskripsi" label="Deskripsi" value={v.deskripsi} max={TRIP_LIMITS.deskripsi} required rows={5} error={errors['deskripsi.deskripsi']} onChange={(x) => patch({ deskripsi: x }, ['deskripsi.deskripsi'])} />
        <ImageUpload id={fieldId('deskripsi.cover')} label="Foto Sampul" value={v.cover} error={errors['deskripsi.cover']} hint="Tampil di kartu paket. JPEG, PNG, atau WebP; maksimal 5 MB." onChange={(x) => patch({ cover: x }, ['deskripsi.cover'])} onBusyChange={onBusyChange} />
      </fieldset>

      <div className={fieldsetClass}>
        <DestinationsEditor rows={v.destinasi} errors={errors} onChange={list('destinasi')} onBusyChange={onBusyChange} />
      </div>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>Info penting dan rundown</legend>
        <TextArea path="informasiPenting" label="Info Penting" value={v.informasiPenting} max={TRIP_LIMITS.informasiPenting} required rows={5} hint="Maksimal 1200 karakter: syarat peserta, barang bawaan, titik kumpul, kebijakan pembatalan." error={errors.informasiPenting} onChange={text('informasiPenting')} />
        <TextField path="linkRundown" type="url" inputMode="url" label="Link Rundown" value={v.linkRundown} placeholder="https://docs.google.com/…" hint="Tautan ke jadwal perjalanan (Google Docs, Drive, atau situs Anda). Opsional." error={errors.linkRundown} onChange={text('linkRundown')} />
      </fieldset>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>Fasilitas</legend>
        <FacilityList path="fasilitasTermasuk" legend="Fasilitas Termasuk" placeholder="contoh: Jeep 4x4" rows={v.fasilitasTermasuk} errors={errors} onChange={list('fasilitasTermasuk')} />
        <FacilityList path="fasilitasTidakTermasuk" legend="Fasilitas Tidak Termasuk" placeholder="contoh: Tiket pesawat" rows={v.fasilitasTidakTermasuk} errors={errors} onChange={list('fasilitasTidakTermasuk')} />
      </fieldset>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>Lokasi dan kategori</legend>
        <LocationFields kategori={v.kategori} kota={v.kota} provinsi={v.provinsi} errors={errors} onChange={(p) => patch(p)} />
      </fieldset>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>Harga dan durasi</legend>
        <fieldset aria-describedby={errors.semuaTermasuk ? `${semuaId}-error` : undefined}>
          <legend className={labelClass}>
            Harga sudah termasuk semua fasilitas? <span className="text-red-700" aria-hidden="true">*</span>
          </legend>
          <div className="mt-2 flex gap-6">
            {[
              { label: 'Ya', value: true },
              { label: 'Tidak', value: false },
            ].map((o) => (
              <label key={o.label} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="semuaTermasuk"
                  className="h-4 w-4 accent-brand-700"
                  checked={v.semuaTermasuk === o.value}
                  aria-invalid={errors.semuaTermasuk ? true : undefined}
                  onChange={() => patch({ semuaTermasuk: o.value })}
                />
                {o.label}
              </label>
            ))}
          </div>
          {errors.semuaTermasuk && (
            <p id={`${semuaId}-error`} className="text-sm font-medium text-red-700">
              {errors.semuaTermasuk}
            </p>
          )}
        </fieldset>
        <TextField path="lamaTrip" label="Lama Trip" value={v.lamaTrip} max={TRIP_LIMITS.lamaTrip} required placeholder="contoh: 3 Hari 2 Malam" error={errors.lamaTrip} onChange={text('lamaTrip')} />
        <PriceTiers rows={v.tiers} errors={errors} onChange={list('tiers')} />
        <TextArea path="catatanHarga" label="Catatan Harga" value={v.catatanHarga} max={TRIP_LIMITS.catatanHarga} rows={2} hint="Opsional, misalnya: harga per orang, belum termasuk tiket pesawat." error={errors.catatanHarga} onChange={text('catatanHarga')} />
      </fieldset>

      <div className="sticky bottom-0 z-10 -mx-4 space-y-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
        {formError && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {formError}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-end gap-2">
          <a href="/paketWisata" className={`${buttonBase} ${buttonVariants.ghost} mr-auto`}>
            Batal
          </a>
          <button type="button" className={`${buttonBase} ${buttonVariants.outline} disabled:opacity-60`} disabled={busy !== null || !hydrated} onClick={() => save('draft')}>
            {busy === 'draft' && <Spinner />}
            {busy === 'draft' ? 'Menyimpan…' : 'Simpan sebagai Draft'}
          </button>
          <button type="submit" className={`${buttonBase} ${buttonVariants.primary} disabled:opacity-60`} disabled={busy !== null || !hydrated}>
            {busy === 'published' && <Spinner />}
            {busy === 'published' ? 'Memublikasikan…' : 'Publish'}
          </button>
        </div>
      </div>
    </form>
  );
}
