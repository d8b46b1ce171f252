import { z } from 'astro/zod';
import { emailSchema, namaBadanUsahaSchema, passwordSchema } from './auth';
import { optionalMediaRef } from './trip';
import { facebookLink, instagramLink, lineLink, normalizePhone, telegramLink, twitterLink } from '../contact';
import type { AgentSelf } from '../types';

/**
 * The agent's own profile and account forms (/profilSaya, /akunSaya), shared by the islands and
 * the write API so both judge a value alike. Contacts are stored in one canonical shape: phone
 * numbers as international digits ('6281234567890'), social accounts as the bare handle.
 */

export const PROFILE_LIMITS = { alamatKantor: 200, namaPic: 100, bio: 500, tentang: 2000, phone: 30, social: 200 } as const;

/** An optional text: trimmed, blank stored as null. */
const optionalText = (label: string, max: number) =>
  z
    .string({ invalid_type_error: `${label} harus berupa teks.` })
    .trim()
    .max(max, `${label} maksimal ${max} karakter.`)
    .nullable()
    .optional()
    .transform((v) => v || null);

/**
 * A phone number as it is stored: '0812-3456-7890', '+62 812 3456 7890' and '6281234567890' all
 * become '6281234567890'. Without a '+' the number must be Indonesian ('0…', '8…' or '62…').
 */
export function storedPhone(raw: string): string | null {
  const v = raw.trim();
  let digits = normalizePhone(v);
  if (!digits) return null;
  // '+62 0812…': the trunk 0 does not belong after the country code.
  if (digits.startsWith('620')) digits = '62' + digits.slice(3);
  if (!v.startsWith('+') && !digits.startsWith('62')) return null;
  if (digits.startsWith('62') && (digits.length < 10 || digits.length > 15)) return null;
  return digits;
}

const phoneField = (label: string) =>
  optionalText(label, PROFILE_LIMITS.phone).transform((v, ctx) => {
    if (v === null) return null;
    const digits = storedPhone(v);
    if (digits) return digits;
    ctx.addIssue({ code: 'custom', message: `Nomor ${label} tidak valid. Tulis seperti 0812-3456-7890, +62 812 3456 7890 atau 6281234567890.` });
    return z.NEVER;
  });

export type SocialKind = 'telegram' | 'line' | 'instagram' | 'twitter' | 'facebook';

/** Each network's link builder (which accepts a handle, '@handle' or a profile URL) and how to read the handle back. */
const SOCIAL: Record<SocialKind, { label: string; link: (raw: string) => string | null; example: string }> = {
  telegram: { label: 'Telegram', link: telegramLink, example: '@nusantaratrip atau https://t.me/nusantaratrip' },
  line: { label: 'Line', link: lineLink, example: 'nusantaratrip, @nusantaratrip (akun resmi) atau tautan line.me' },
  instagram: { label: 'Instagram', link: instagramLink, example: '@nusantaratrip atau https://instagram.com/nusantaratrip' },
  twitter: { label: 'Twitter', link: twitterLink, example: '@nusantaratrip atau https://x.com/nusantaratrip' },
  facebook: { label: 'Facebook', link: facebookLink, example: 'nusantaratrip atau https://facebook.com/nusantaratrip' },
};

/**
 * The handle to store for a social account typed as 'name', '@name' or a profile URL, or null
 * when the value is not an account of that network. Line keeps '@' for official accounts;
 * a Facebook 'profile.php?id=…' page has no name, so its full address is kept.
 */
export function storedHandle(kind: SocialKind, raw: string): string | null {
  const link = SOCIAL[kind].link(raw);
  if (!link) return null;
  const url = new URL(link);
  if (kind === 'facebook' && url.pathname === '/profile.php') return link;
  if (kind === 'line') {
    const m = url.pathname.match(/\/ti\/p\/([~@])(.+)$/)!;
    return m[1] === '@' ? `@${m[2]}` : m[2];
  }
  return url.pathname.split('/').filter(Boolean)[0] ?? null;
}

const socialField = (kind: SocialKind) => {
  const { label, example } = SOCIAL[kind];
  return optionalText(label, PROFILE_LIMITS.social).transform((v, ctx) => {
    if (v === null) return null;
    const handle = storedHandle(kind, v);
    if (handle) return handle;
    ctx.addIssue({ code: 'custom', message: `Akun ${label} tidak valid. Tulis username atau tautan profilnya, mis. ${example}.` });
    return z.NEVER;
  });
};

/** The whole /profilSaya form as PUT /api/agent/profile takes it (PATCH takes any part of it). */
export const profileInputSchema = z.object({
  namaBadanUsaha: namaBadanUsahaSchema,
  alamatKantor: optionalText('Alamat Kantor', PROFILE_LIMITS.alamatKantor),
  namaPic: optionalText('Nama PIC', PROFILE_LIMITS.namaPic),
  kontakPic: phoneField('Kontak PIC'),
  bio: optionalText('Bio', PROFILE_LIMITS.bio),
  tentang: optionalText('Tentang', PROFILE_LIMITS.tentang),
  telepon: phoneField('Telepon'),
  whatsapp: phoneField('WhatsApp'),
  telegram: socialField('telegram'),
  line: socialField('line'),
  instagram: socialField('instagram'),
  twitter: socialField('twitter'),
  facebook: socialField('facebook'),
  fotoProfil: optionalMediaRef,
});
export type ProfileInput = z.infer<typeof profileInputSchema>;
export const profilePatchSchema = profileInputSchema.partial();

/** The form's own shape: every value a string ('' when unset), the photo a media URL or null. */
export type ProfileFormValues = { [K in Exclude<keyof ProfileInput, 'fotoProfil'>]: string } & { fotoProfil: string | null };

export function profileToForm(a: AgentSelf): ProfileFormValues {
  return {
    namaBadanUsaha: a.namaBadanUsaha,
    alamatKantor: a.alamatKantor ?? '',
    namaPic: a.namaPic ?? '',
    kontakPic: a.kontakPic ?? '',
    bio: a.bio ?? '',
    tentang: a.tentang ?? '',
    telepon: a.telepon ?? '',
    whatsapp: a.whatsapp ?? '',
    telegram: a.telegram ?? '',
    line: a.line ?? '',
    instagram: a.instagram ?? '',
    twitter: a.twitter ?? '',
    facebook: a.facebook ?? '',
    fotoProfil: a.fotoProfil,
  };
}

// ---------------------------------------------------------------------------------------------
// Account (/akunSaya)

const currentPassword = z
  .string({ required_error: 'Password Saat Ini wajib diisi.', invalid_type_error: 'Password Saat Ini wajib diisi.' })
  .min(1, 'Password Saat Ini wajib diisi.')
  .max(200, 'Password Saat Ini terlalu panjang.');

/** Change password: the current one, the new one (the registration rules) and its confirmation. */
export const passwordChangeSchema = z
  .object({
    passwordSaatIni: currentPassword,
    passwordBaru: passwordSchema,
    konfirmasiPasswordBaru: z
      .string({ required_error: 'Konfirmasi Password Baru wajib diisi.', invalid_type_error: 'Konfirmasi Password Baru wajib diisi.' })
      .min(1, 'Konfirmasi Password Baru wajib diisi.'),
  })
  .refine((v) => v.konfirmasiPasswordBaru === v.passwordBaru, {
    path: ['konfirmasiPasswordBaru'],
    message: 'Konfirmasi Password Baru harus sama dengan Password Baru.',
  })
  .refine((v) => v.passwordBaru !== v.passwordSaatIni, { path: ['passwordBaru'], message: 'Password Baru harus berbeda dari password saat ini.' });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** Change email: the new address and the current password. */
export const emailChangeSchema = z.object({
  email: emailSchema,
  passwordSaatIni: currentPassword,
});
export type EmailChangeInput = z.infer<typeof emailChangeSchema>;

// ---------------------------------------------------------------------------------------------
// Business licence (Surat Izin Usaha)

export const LICENCE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

export const VERIFICATION_LABELS = {
  belum: 'Belum diverifikasi',
  menunggu: 'Menunggu verifikasi',
  terverifikasi: 'Terverifikasi',
  ditolak: 'Ditolak',
} as const;
