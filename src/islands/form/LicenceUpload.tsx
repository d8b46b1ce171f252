import { useRef, useState } from 'react';
import { MAX_UPLOAD_BYTES } from '../../lib/media';
import { LICENCE_TYPES, VERIFICATION_LABELS } from '../../lib/schemas/profile';
import type { AgentSelf, StatusVerifikasi } from '../../lib/types';
import { FieldError, fieldId } from '../package/fields';
import { hintClass, inlineLabelClass, smallButton } from '../package/styles';
import { uploadFile } from './api';

export interface LicenceUploadProps {
  uploaded: boolean;
  status: StatusVerifikasi;
}

const STATUS_STYLE: Record<StatusVerifikasi, string> = {
  belum: 'bg-slate-100 text-slate-800 ring-slate-300',
  menunggu: 'bg-amber-50 text-amber-900 ring-amber-200',
  terverifikasi: 'bg-brand-50 text-brand-800 ring-brand-200',
  ditolak: 'bg-red-50 text-red-800 ring-red-200',
};

/**
 * The business licence: its verification status, a link to download the file on record (private:
 * only its own agent gets it) and a picker that uploads a new file at once, with progress.
 */
export function LicenceUpload({ uploaded: initiallyUploaded, status: initialStatus }: LicenceUploadProps) {
  const id = fieldId('suratIzinUsaha');
  const [uploaded, setUploaded] = useState(initiallyUploaded);
  const [status, setStatus] = useState(initialStatus);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  function reset(message: string | null) {
    setProgress(null);
    setError(message);
    if (input.current) input.current.value = '';
  }

  function pick(file: File | undefined) {
    if (!file) return;
    setDone(false);
    if (!(LICENCE_TYPES as readonly string[]).includes(file.type)) return reset('Dokumen harus berupa PDF, JPEG, atau PNG.');
    if (file.size > MAX_UPLOAD_BYTES) return reset('Ukuran file maksimal 5 MB.');
    setError(null);
    setProgress(0);
    uploadFile<AgentSelf>('/api/agent/licence', file, setProgress, (res) => {
      if (res.ok && res.data) {
        setUploaded(true);
        setStatus(res.data.statusVerifikasi);
        setDone(true);
        setFileName(null);
        reset(null);
      } else reset(res.errors.file ?? res.message);
    });
  }

  const uploading = progress !== null;
  return (
    <div className="space-y-3">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-ink-muted">Status verifikasi:</span>
        <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS_STYLE[status]}`}>{VERIFICATION_LABELS[status]}</span>
      </p>
      {status === 'ditolak' && <p className="text-sm text-red-800">Dokumen sebelumnya ditolak. Unggah ulang dokumen yang jelas dan masih berlaku.</p>}
      <p className="text-sm">
        {uploaded ? (
          <>
            <span className="font-medium text-ink">Sudah diunggah</span> —{' '}
            <a href="/api/agent/licence" download className="font-semibold text-brand-700 underline underline-offset-2">
              Unduh
            </a>
          </>
        ) : (
          <span className="text-ink-muted">Belum ada dokumen.</span>
        )}
      </p>
      <div className="space-y-1">
        <label htmlFor={id} className={`${inlineLabelClass} block`}>
          {uploaded ? 'Ganti file Surat Izin Usaha' : 'File Surat Izin Usaha'}
        </label>
        {/* The native control reads in the browser's language: a visually hidden input (still
            focusable and labelled) behind an Indonesian button, as the image pickers do. */}
        <div className="flex min-w-0 items-center gap-3">
          <input
            ref={input}
            id={id}
            type="file"
            accept={LICENCE_TYPES.join(',')}
            disabled={uploading}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
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
            {uploaded ? 'Ganti file' : 'Pilih file'}
          </button>
          <span className="truncate text-xs text-ink-muted">{fileName ?? 'Belum ada file yang dipilih'}</span>
        </div>
        <p id={`${id}-hint`} className={hintClass}>
          PDF, JPEG, atau PNG, maksimal 5 MB. Dokumen ini rahasia: tidak tampil di halaman publik. Setelah diunggah, tim TripKita memeriksanya.
        </p>
        {uploading && (
          <div role="status" className="space-y-1">
            <progress max={100} value={progress} aria-label="Mengunggah Surat Izin Usaha" className="h-2 w-full overflow-hidden rounded accent-brand-600" />
            <p className="text-xs text-ink-muted">Mengunggah… {progress}%</p>
          </div>
        )}
        {done && (
          <p role="status" className="text-sm font-medium text-brand-800">
            Surat Izin Usaha berhasil diunggah dan menunggu verifikasi.
          </p>
        )}
        <FieldError id={`${id}-error`} message={error ?? undefined} />
      </div>
    </div>
  );
}
