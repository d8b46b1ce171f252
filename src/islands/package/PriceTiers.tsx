import { FieldError, fieldId } from './fields';
import { hintClass, inputClass, labelClass, smallButton } from './styles';
import { emptyTier, FIRST_PRICE_LABEL, MAX_PRICE_TIERS, type TierRow } from '../../lib/schemas/trip';
import { formatNumber } from '../../lib/format';

interface Props {
  rows: TierRow[];
  errors: Record<string, string>;
  /** Applies `update` to the latest rows and clears the errors under `clear`. */
  onChange: (update: (rows: TierRow[]) => TierRow[], clear: string[]) => void;
}

/** Price per person by group size: '1-3 orang' first and required, more tiers optional. */
export function PriceTiers({ rows, errors, onChange }: Props) {
  const update = (i: number, patch: Partial<TierRow>) =>
    onChange((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)), [...Object.keys(patch).map((k) => `tiers.${i}.${k}`), 'harga']);
  return (
    <fieldset className="space-y-2" aria-describedby="harga-hint">
      <legend className={labelClass}>
        Harga per orang <span className="text-red-700" aria-hidden="true">*</span>
      </legend>
      <p id="harga-hint" className={hintClass}>
        Harga untuk '{FIRST_PRICE_LABEL}' wajib diisi dan tampil di kartu paket. Tambahkan tingkatan lain untuk grup yang lebih besar.
      </p>
      <FieldError id={`${fieldId('harga')}-error`} message={errors.harga} />
      <ul className="space-y-3">
        {rows.map((row, i) => {
          const labelId = fieldId(`tiers.${i}.label`);
          const priceId = fieldId(`tiers.${i}.price`);
          const labelError = errors[`tiers.${i}.label`];
          const priceError = errors[`tiers.${i}.price`];
          const first = i === 0;
          return (
            <li key={row.uid} className="flex flex-wrap items-start gap-2 sm:flex-nowrap">
              <div className="w-full space-y-1 sm:w-2/5">
                <label htmlFor={labelId} className="text-xs font-medium text-ink-muted">
                  Jumlah peserta {i + 1}
                </label>
                <input
                  id={labelId}
                  className={`${inputClass} ${first ? 'bg-slate-100' : ''}`}
                  value={row.label}
                  readOnly={first}
                  placeholder="contoh: 4-6 orang"
                  aria-invalid={labelError ? true : undefined}
                  aria-describedby={labelError ? `${labelId}-error` : undefined}
                  onChange={(e) => update(i, { label: e.target.value })}
                />
                <FieldError id={`${labelId}-error`} message={labelError} />
              </div>
              <div className="min-w-0 flex-1 space-y-1">
                <label htmlFor={priceId} className="text-xs font-medium text-ink-muted">
                  Harga {row.label || `tingkatan ${i + 1}`} (Rp)
                </label>
                <input
                  id={priceId}
                  className={inputClass}
                  inputMode="numeric"
                  value={row.price === '' ? '' : formatNumber(Number(row.price))}
                  placeholder="contoh: 1.500.000"
                  aria-invalid={priceError ? true : undefined}
                  aria-describedby={priceError ? `${priceId}-error` : undefined}
                  onChange={(e) => update(i, { price: e.target.value.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, 10) })}
                />
                <FieldError id={`${priceId}-error`} message={priceError} />
              </div>
              <div className="w-[4.5rem] shrink-0 pt-5">
                {!first && (
                  <button type="button" className={smallButton} onClick={() => onChange((all) => all.filter((_, j) => j !== i), ['tiers', 'harga'])} aria-label={`Hapus harga ${row.label || `tingkatan ${i + 1}`}`}>
                    Hapus
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <button type="button" className={smallButton} disabled={rows.length >= MAX_PRICE_TIERS} onClick={() => onChange((all) => [...all, emptyTier()], ['tiers', 'harga'])}>
        + Tambah harga
      </button>
    </fieldset>
  );
}
