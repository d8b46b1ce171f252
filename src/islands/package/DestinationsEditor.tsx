import ImageUpload from '../ImageUpload';
import { TextArea, TextField, FieldError, fieldId } from './fields';
import { smallButton, legendClass } from './styles';
import { emptyDestinasi, MAX_DESTINATIONS, TRIP_LIMITS, type DestinasiRow } from '../../lib/schemas/trip';

const LIST = 'deskripsi.detailDestinasi';

interface Props {
  rows: DestinasiRow[];
  errors: Record<string, string>;
  /** Applies `update` to the latest rows (uploads finish late) and clears the errors under `clear`. */
  onChange: (update: (rows: DestinasiRow[]) => DestinasiRow[], clear: string[]) => void;
  onBusyChange: (busy: boolean) => void;
}

/** The numbered destinations: title, photo and description each; add, remove, move up and down. */
export function DestinationsEditor({ rows, errors, onChange, onBusyChange }: Props) {
  const update = (i: number, patch: Partial<DestinasiRow>) =>
    onChange((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)), Object.keys(patch).map((k) => `${LIST}.${i}.${k}`));
  const move = (i: number, to: number) =>
    onChange((all) => {
      const next = [...all];
      next.splice(to, 0, ...next.splice(i, 1));
      return next;
    }, [LIST]);

  return (
    <fieldset className="space-y-4" aria-describedby={errors[LIST] ? `${fieldId(LIST)}-error` : undefined}>
      <legend className={legendClass}>Destinasi</legend>
      <p className="text-sm text-ink-muted">Urutkan sesuai rute perjalanan. Minimal satu destinasi.</p>
      <FieldError id={`${fieldId(LIST)}-error`} message={errors[LIST]} />
      <ol className="space-y-4">
        {rows.map((row, i) => {
          const path = `${LIST}.${i}`;
          const n = i + 1;
          return (
            <li key={row.uid} className="rounded-lg border border-slate-200 bg-slate-50/60 p-3 sm:p-4">
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-sm font-bold text-ink">
                  <span aria-hidden="true" className="mr-2 inline-flex h-6 w-6 items-center justify-center rounded-full bg-brand-700 text-xs text-white">{n}</span>
                  Destinasi {n}
                </h3>
                <div className="flex gap-1">
                  <button type="button" className={smallButton} disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={`Pindahkan destinasi ${n} ke atas`}>
                    ↑ Naik
                  </button>
                  <button type="button" className={smallButton} disabled={i === rows.length - 1} onClick={() => move(i, i + 1)} aria-label={`Pindahkan destinasi ${n} ke bawah`}>
                    ↓ Turun
                  </button>
                  <button
                    type="button"
                    className={`${smallButton} text-red-700`}
                    disabled={rows.length === 1}
                    onClick={() => onChange((all) => all.filter((_, j) => j !== i), [LIST])}
                    aria-label={`Hapus destinasi ${n}`}
                  >
                    Hapus
                  </button>
                </div>
              </div>
              <div className="space-y-3">
                <TextField path={`${path}.title`} label={`Judul Destinasi ${n}`} value={row.title} max={TRIP_LIMITS.destinasiTitle} required error={errors[`${path}.title`]} onChange={(title) => update(i, { title })} />
                <ImageUpload id={fieldId(`${path}.image`)} label={`Foto Destinasi ${n}`} value={row.image} error={errors[`${path}.image`]} hint="JPEG, PNG, atau WebP; maksimal 5 MB." onChange={(image) => update(i, { image })} onBusyChange={onBusyChange} />
                <TextArea path={`${path}.description`} label={`Deskripsi Destinasi ${n}`} value={row.description} max={TRIP_LIMITS.destinasiDescription} required rows={3} error={errors[`${path}.description`]} onChange={(description) => update(i, { description })} />
              </div>
            </li>
          );
        })}
      </ol>
      <button type="button" className={smallButton} disabled={rows.length >= MAX_DESTINATIONS} onClick={() => onChange((all) => [...all, emptyDestinasi()], [LIST])}>
        + Tambah destinasi
      </button>
    </fieldset>
  );
}
