import type { ContactKind } from '../../lib/contact';

/** The channel's brand colour for its icon (each passes 3:1 against white as a graphic). */
export const contactIconColor: Record<ContactKind, string> = {
  whatsapp: 'text-[#128c4a]',
  telegram: 'text-[#1c8ac2]',
  telepon: 'text-brand-700',
  instagram: 'text-[#c13584]',
  facebook: 'text-[#1877f2]',
  line: 'text-[#06a046]',
  twitter: 'text-black',
};

/** Attributes for a link that leaves the site. */
export const externalAttrs = (external: boolean) =>
  external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
