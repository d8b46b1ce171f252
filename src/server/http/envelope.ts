import { ZodError } from 'astro/zod';
import { AppError } from './errors';
import { zodFieldErrors } from '../../lib/validation';

export interface Envelope<T> {
  success: boolean;
  code: number;
  message: string;
  data: T;
}

const JSON_TYPE = 'application/json; charset=utf-8';

export function json<T>(code: number, message: string, data: T, headers: Record<string, string> = {}): Response {
  const body: Envelope<T> = { success: code < 400, code, message, data };
  return new Response(JSON.stringify(body), {
    status: code,
    headers: { 'Content-Type': JSON_TYPE, 'Cache-Control': 'no-store', ...headers },
  });
}

export const ok = <T>(data: T, message = 'Berhasil', headers?: Record<string, string>) => json(200, message, data, headers);


/** Turns any thrown value into an envelope; unexpected errors are logged and never shown raw. */
export function errorResponse(err: unknown): Response {
  if (err instanceof AppError) {
    return json(err.status, err.message, err.fields ? { errors: err.fields } : null, err.headers);
  }
  if (err instanceof ZodError) {
    return json(400, 'Data yang dikirim belum benar.', { errors: zodFieldErrors(err) });
  }
  console.error(err);
  return json(500, 'Terjadi kesalahan pada server. Silakan coba lagi.', null);
}

/** Runs an endpoint body and wraps its errors in the envelope. */
export async function handle(fn: () => Promise<Response>): Promise<Response> {
  try {
    return await fn();
  } catch (err) {
    return errorResponse(err);
  }
}

/** A public read: any site may call it (the old clients did), errors included. Writes never get this. */
export async function handlePublic(fn: () => Promise<Response>): Promise<Response> {
  const res = await handle(fn);
  res.headers.set('Access-Control-Allow-Origin', '*');
  return res;
}

/** Reads a JSON body; malformed JSON or a non-object is a 400, never a 500. */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new AppError(400, 'Format JSON tidak valid.');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new AppError(400, 'Isi permintaan harus berupa objek JSON.');
  return body as Record<string, unknown>;
}
