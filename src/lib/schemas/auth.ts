import { z } from 'astro/zod';

/** Registration and login rules, shared by the server and the forms (same messages in both). */
export const emailSchema = z
  .string({ required_error: 'Email wajib diisi.' })
  .trim()
  .min(1, 'Email wajib diisi.')
  .max(254, 'Email terlalu panjang.')
  .email('Masukkan alamat email yang valid.')
  .transform((v) => v.toLowerCase());

export const usernameSchema = z
  .string({ required_error: 'Username wajib diisi.' })
  .trim()
  .min(1, 'Username wajib diisi.')
  .min(8, 'Username minimal 8 karakter.')
  .max(30, 'Username maksimal 30 karakter.')
  .regex(/^[A-Za-z0-9._]+$/, "Username hanya boleh berisi huruf, angka, titik (.) atau garis bawah (_).");

export const passwordSchema = z
  .string({ required_error: 'Password wajib diisi.' })
  .min(1, 'Password wajib diisi.')
  .min(8, 'Password minimal 8 karakter.')
  .max(30, 'Password maksimal 30 karakter.')
  .regex(/[A-Z]/, 'Password harus berisi minimal 1 huruf kapital.')
  .regex(/[0-9]/, 'Password harus berisi minimal 1 angka.')
  .regex(/[^A-Za-z0-9\s]/, 'Password harus berisi minimal 1 tanda baca.');

export const namaBadanUsahaSchema = z
  .string({ required_error: 'Nama Badan Usaha wajib diisi.' })
  .trim()
  .min(1, 'Nama Badan Usaha wajib diisi.')
  .max(100, 'Nama Badan Usaha maksimal 100 karakter.');

export const registerSchema = z.object({
  email: emailSchema,
  username: usernameSchema,
  password: passwordSchema,
  namaBadanUsaha: namaBadanUsahaSchema,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The form adds the confirmation, checked in the browser only (the API takes the spec's four fields). */
export const registerFormSchema = registerSchema
  .extend({ konfirmasiPassword: z.string().min(1, 'Konfirmasi Password wajib diisi.') })
  .refine((v) => v.konfirmasiPassword === v.password, { path: ['konfirmasiPassword'], message: 'Konfirmasi Password harus sama dengan Password.' });

export const loginSchema = z.object({
  email: z.string({ required_error: 'Email/Username wajib diisi.' }).trim().min(1, 'Email/Username wajib diisi.').max(254, 'Email/Username terlalu panjang.'),
  password: z.string({ required_error: 'Password wajib diisi.' }).min(1, 'Password wajib diisi.').max(200, 'Password terlalu panjang.'),
});
export type LoginInput = z.infer<typeof loginSchema>;
