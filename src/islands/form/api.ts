/** The dashboard and sign-in islands' calls to our JSON API (same-origin, with the session cookie). */

export interface ApiResult<T> {
  ok: boolean;
  /** The HTTP status; 0 when the request never got an answer (offline, aborted). */
  status: number;
  /** The server's Indonesian message (or ours for a network failure), fit to show. */
  message: string;
  data: T | null;
  /** Per-field messages of a 400/409, keyed by dotted path. */
  errors: Record<string, string>;
}

export const NETWORK_ERROR = 'Koneksi terputus. Periksa internet Anda, lalu coba lagi.';
export const SERVER_ERROR = 'Terjadi kesalahan pada server. Silakan coba lagi.';

/** The sign-in page, returning to the current page afterwards, with "Sesi Anda berakhir". */
export function sessionEndedUrl(): string {
  const next = encodeURIComponent(location.pathname + location.search);
  return `/login?next=${next}&sesi=berakhir`;
}

export interface CallOptions {
  /**
   * What a 401 means. 'session' (every dashboard call): the session is over, so the agent goes to
   * /login?next=…&sesi=berakhir. 'answer' (the login form): a 401 is an answer to show.
   */
  on401?: 'session' | 'answer';
}

/**
 * Sends JSON (or FormData as multipart) and reads the envelope. Never throws: a network failure
 * answers status 0 with NETWORK_ERROR, so every caller's spinner can stop.
 */
export async function callApi<T>(method: string, url: string, body?: unknown, opts: CallOptions = {}): Promise<ApiResult<T>> {
  const isForm = body instanceof FormData;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, { method, credentials: 'same-origin', headers, body: body === undefined ? undefined : isForm ? body : JSON.stringify(body) });
    text = await res.text();
  } catch {
    return { ok: false, status: 0, message: NETWORK_ERROR, data: null, errors: {} };
  }
  if (res.status === 401 && (opts.on401 ?? 'session') === 'session') location.assign(sessionEndedUrl());
  return readEnvelope<T>(res.status, text);
}

/** The envelope { success, code, message, data } of an answer; a non-JSON body (a proxy's error page) too. */
export function readEnvelope<T>(status: number, text: string): ApiResult<T> {
  let env: { message?: unknown; data?: any } | null = null;
  try {
    env = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  const ok = status >= 200 && status < 300;
  const message = typeof env?.message === 'string' ? env.message : ok ? 'Berhasil.' : SERVER_ERROR;
  const errors = !ok && env?.data && typeof env.data.errors === 'object' && env.data.errors ? (env.data.errors as Record<string, string>) : {};
  return { ok, status, message, data: ok ? ((env?.data ?? null) as T | null) : null, errors };
}

/** Moves focus to the first field marked invalid inside `root`, after React has rendered it. */
export function focusFirstInvalid(root: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const el = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!el) return;
    el.scrollIntoView({ block: 'center' });
    el.focus({ preventScroll: true });
  });
}

/**
 * Uploads one file as multipart `file` with progress (fetch cannot report upload progress).
 * A 401 sends the agent to /login; a network failure answers NETWORK_ERROR. Answers the request
 * so the caller can abort it.
 */
export function uploadFile<T>(url: string, file: File, onProgress: (percent: number) => void, onDone: (res: ApiResult<T>) => void): XMLHttpRequest {
  const body = new FormData();
  body.append('file', file);
  const req = new XMLHttpRequest();
  req.open('POST', url);
  req.setRequestHeader('accept', 'application/json');
  req.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
  req.onload = () => {
    if (req.status === 401) return location.assign(sessionEndedUrl());
    onDone(readEnvelope<T>(req.status, req.responseText));
  };
  req.onerror = () => onDone({ ok: false, status: 0, message: NETWORK_ERROR, data: null, errors: {} });
  req.send(body);
  return req;
}
