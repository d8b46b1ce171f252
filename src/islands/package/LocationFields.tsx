import { TextField, FieldError, RequiredMark, fieldId } from './fields';
import { inlineLabelClass, inputClass, labelClass } from './styles';
import { COUNTRIES, PROVINCES } from '../../lib/provinces';
import { TRIP_LIMITS } from '../../lib/schemas/trip';
import type { Kategori } from '../../lib/types';

interface Props {
  kategori: Kategori;
  kota: string;
  provinsi: string;
  errors: Record<string, string>;
  onChange: (patch: { kategori?: Kategori; kota?: string; provinsi?: string }) => void;
}

const KATEGORI: Array<{ value: Kategori; label: string }> = [
  { value: 'lokal', label: 'Lokal (dalam negeri)' },
  { value: 'internasional', label: 'Internasional (luar negeri)' },
];

/** Category, city and province (one of the 38 for lokal) or country (for internasional). */
export function LocationFields({ kategori, kota, provinsi, errors, onChange }: Props) {
  const regionId = fieldId('provinsi');
  const lokal = kategori === 'lokal';
  // An older package may name a province outside the list: keep it choosable.
  const provinces: readonly string[] = provinsi && lokal && !PROVINCES.includes(provinsi as never) ? [provinsi, ...PROVINCES] : PROVINCES;
  const regionError = errors.provinsi;

  return (
    <div className="space-y-4">
      <fieldset aria-describedby={errors.kategori ? `${fieldId('kategori')}-error` : undefined}>
        <legend className={labelClass}>
          Kategori <span className="text-red-700" aria-hidden="true">*</span>
        </legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {KATEGORI.map((k) => (
            <label key={k.value} className="inline-flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="kategori"
                value={k.value}
                checked={kategori === k.value}
                className="h-4 w-4 accent-brand-700"
                onChange={() => onChange({ kategori: k.value, provinsi: '' })}
              />
              {k.label}
            </label>
          ))}
        </div>
        <FieldError id={`${fieldId('kategori')}-error`} message={errors.kategori} />
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField path="kota" label="Kota" value={kota} max={TRIP_LIMITS.kota} required placeholder={lokal ? 'contoh: Malang' : 'contoh: Tokyo'} error={errors.kota} onChange={(v) => onChange({ kota: v })} />
        <div className="space-y-1">
          <div>
            <label htmlFor={regionId} className={inlineLabelClass}>
              {lokal ? 'Provinsi' : 'Negara'}
            </label>
            <RequiredMark show />
          </div>
          {lokal ? (
            <select
              id={regionId}
              className={inputClass}
              value={provinsi}
              required
              aria-invalid={regionError ? true : undefined}
              aria-describedby={regionError ? `${regionId}-error` : undefined}
              onChange={(e) => onChange({ provinsi: e.target.value })}
            >
              <option value="">Pilih provinsi</option>
              {provinces.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          ) : (
            <>
              <input
                id={regionId}
                className={inputClass}
                list="daftar-negara"
                value={provinsi}
                placeholder="contoh: Jepang"
                required
                autoComplete="off"
                aria-invalid={regionError ? true : undefined}
                aria-describedby={regionError ? `${regionId}-error` : undefined}
                onChange={(e) => onChange({ provinsi: e.target.value })}
              />
              <datalist id="daftar-negara">
                {COUNTRIES.map((c) => (
                  <option key={c} value={c} />
                ))}
              </datalist>
            </>
          )}
          <FieldError id={`${regionId}-error`} message={regionError} />
        </div>
      </div>
    </div>
  );
}
