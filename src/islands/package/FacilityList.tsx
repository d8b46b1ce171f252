import { useRef } from 'react';
import { FieldError, fieldId } from './fields';
import { inputClass, labelClass, smallButton } from './styles';
import { emptyTextRow, MAX_FACILITIES, TRIP_LIMITS, type TextRow } from '../../lib/schemas/trip';

interface Props {
  /** 'fasilitasTermasuk' or 'fasilitasTidakTermasuk' (the API's field and the errors' prefix). */
  path: string;
  legend: string;
  placeholder: string;
  rows: TextRow[];
  errors: Record<string, string>;
  /** Applies `update` to the latest rows and clears the errors under `clear`. */
  onChange: (update: (rows: TextRow[]) => TextRow[], clear: string[]) => void;
}

/** A list of facility lines with add and remove; empty lines are dropped when saving. */
export function FacilityList({ path, legend, placeholder, rows, errors, onChange }: Props) {
  const list = useRef<HTMLUListElement>(null);
  const add = () => {
    onChange((all) => [...all, emptyTextRow()], [path]);
    requestAnimationFrame(() => list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus());
  };
  return (
    <fieldset className="space-y-2">
      <legend className={labelClass}>{legend}</legend>
      <FieldError id={`${fieldId(path)}-error`} message={errors[path]} />
      <ul ref={list} className="space-y-2">
        {rows.map((row, i) => {
          const key = `${path}.${i}.fasilitasTermasuk`;
          const id = fieldId(key);
          return (
            <li key={row.uid} className="space-y-1">
              <div className="flex gap-2">
                <label htmlFor={id} className="sr-only">
                  {legend} {i + 1}
                </label>
                <input
                  id={id}
                  className={inputClass}
                  value={row.text}
                  placeholder={placeholder}
                  maxLength={TRIP_LIMITS.fasilitas}
                  aria-invalid={errors[key] ? true : undefined}
                  aria-describedby={errors[key] ? `${id}-error` : undefined}
                  onChange={(e) => {
                    const text = e.target.value;
                    onChange((all) => all.map((r, j) => (j === i ? { ...r, text } : r)), [key]);
                  }}
                />
                <button type="button" className={`${smallButton} shrink-0`} onClick={() => onChange((all) => all.filter((_, j) => j !== i), [path])} aria-label={`Hapus ${legend.toLowerCase()} ${i + 1}`}>
                  Hapus
                </button>
              </div>
              <FieldError id={`${id}-error`} message={errors[key]} />
            </li>
          );
        })}
      </ul>
      <button type="button" className={smallButton} disabled={rows.length >= MAX_FACILITIES} onClick={add}>
        + Tambah fasilitas
      </button>
    </fieldset>
  );
}
