import { useEffect, useRef, useState } from 'react';
import { MAX_UPLOAD_BYTES, mediaSrcset } from '../lib/media';
import { uploadFile } from './form/api';
import { FieldError, RequiredMark } from './package/fields';
import { hintClass, inlineLabelClass, smallButton } from './package/styles';

const ALLOWED_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export interface ImageUploadProps {
  /** The file input's id (its label points at it). */
  id: string;
  label: string;
  /** The stored image's URL (/media/…), or null. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** An error from the form or the server. */
  error?: string;
  hint?: string;
  required?: boolean;
  /** Told true while a file is uploading and false when it ends, so the form waits for it. */
  onBusyChange?: (busy: boolean) => void;
}

/** What the agent picked, shown before the upload ends: a data: URL, which the site's CSP allows. */
function readPreview(file: File): Promise<string> {
  return new Promise((done, fail) => {
    const reader = new FileReader();
    reader.onload = () => done(String(reader.result));
    reader.onerror = () => fail(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * Picks an image, previews it at once, uploads it to POST /api/media/upload with a progress bar
 * and hands the stored image's URL to the form. Errors (too large, wrong type, network) show here.
 */
export default function ImageUpload({ id, label, value, onChange, error, hint, required, onBusyChange }: ImageUploadProps) {
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const xhr = useRef<XMLHttpRequest | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const busyRef = useRef(onBusyChange);
  busyRef.current = onBusyChange;

  // The form cleared the image (Batalkan, Hapus gambar): drop the local preview too.
  useEffect(() => {
    if (value === null && progress === null) {
      setPreview(null);
      setFileName(null);
    }
  }, [value, progress]);

  // Leaving mid-upload (e.g. the destination was removed): stop it and tell the form.
  useEffect(
    () => () => {
      if (xhr.current) {
        xhr.current.abort();
        busyRef.current?.(false);
      }
    },
    [],
  );

  function finish(message: string | null) {
    xhr.current = null;
    setProgress(null);
    busyRef.current?.(false);
    if (input.current) input.current.value = '';
    if (message !== null) {
      setUploadError(message);
      setPreview(null);
    }
  }

  async function pick(file: File | undefined) {
    if (!file) return;
    setUploadError(null);
    if (!ALLOWED_TYPES.includes(file.type)) return finishEarly('Format gambar harus JPEG, PNG, atau WebP.');
    if (file.size > MAX_UPLOAD_BYTES) return finishEarly('Ukuran file maksimal 5 MB.');
    xhr.current?.abort();
    setPreview(await readPreview(file).catch(() => null));
    setProgress(0);
    busyRef.current?.(true);

    xhr.current = uploadFile<{ url: string }>('/api/media/upload', file, setProgress, (res) => {
      if (res.ok && res.data?.url) {
        onChange(res.data.url);
        finish(null);
      } else finish(res.errors.file ?? res.message);
    });
  }

  function finishEarly(message: string) {
    setUploadError(message);
    if (input.current) input.current.value = '';
  }

  const uploading = progress !== null;
  const shown = preview ?? value;
  const message = uploadError ?? error;
  const describedBy = [hint ? `${id}-hint` : '', message ? `${id}-error` : '', uploading ? `${id}-progress` : ''].filter(Boolean).join(' ') || undefined;

  return (
    <div className="space-y-2">
      <div>
        <label htmlFor={id} className={inlineLabelClass}>
          {label}
        </label>
        <RequiredMark show={required} />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex aspect-[16/9] w-full shrink-0 sm:aspect-[4/3] items-center justify-center overflow-hidden rounded-lg border border-dashed border-slate-300 bg-slate-50 sm:w-44">
          {shown ? (
            <img src={shown} srcSet={preview ? undefined : mediaSrcset(shown)} sizes="176px" alt={`Pratinjau ${label.toLowerCase()}`} className="h-full w-full object-cover" />
          ) : (
            <span className="px-3 text-center text-xs text-ink-muted">Belum ada gambar</span>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          {/* The native control reads in the browser's language; ours is Indonesian. The input stays
              focusable (visually hidden) and the button only forwards clicks to it. */}
          <div className="flex min-w-0 items-center gap-3">
            <input
              ref={input}
              id={id}
              type="file"
              accept={ALLOWED_TYPES.join(',')}
              aria-required={required || undefined}
              aria-invalid={message ? true : undefined}
              aria-describedby={describedBy}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) setFileName(file.name);
                pick(file);
              }}
              className="peer sr-only"
            />
            <button
              type="button"
              tabIndex={-1}
              aria-hidden="true"
              disabled={uploading}
              onClick={() => input.current?.click()}
              className={`${smallButton} shrink-0 border-brand-700 text-brand-800 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700`}
            >
              {value || preview ? 'Ganti gambar' : 'Pilih gambar'}
            </button>
            <span className="truncate text-xs text-ink-muted">{fileName ?? (value ? 'Gambar sudah diunggah' : 'Belum ada file yang dipilih')}</span>
          </div>
          {hint && (
            <p id={`${id}-hint`} className={hintClass}>
              {hint}
            </p>
          )}
          {uploading && (
            <div id={`${id}-progress`} role="status" className="space-y-1">
              <progress max={100} value={progress} className="h-2 w-full overflow-hidden rounded accent-brand-600" aria-label={`Mengunggah ${label.toLowerCase()}`} />
              <p className="text-xs text-ink-muted">Mengunggah… {progress}%</p>
            </div>
          )}
          {value && !uploading && (
            <button type="button" className={smallButton} onClick={() => onChange(null)}>
              Hapus gambar
            </button>
          )}
          <FieldError id={`${id}-error`} message={message ?? undefined} />
        </div>
      </div>
    </div>
  );
}
