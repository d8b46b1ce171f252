/** Class strings shared by links and buttons, so every control looks and focuses alike. */
export const focusRing =
  'focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

export const buttonBase = `inline-flex min-h-[2.5rem] items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors ${focusRing}`;

export const buttonVariants = {
  /** White on brand-700: 6.4:1. */
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  outline: 'border border-brand-700 bg-white text-brand-700 hover:bg-brand-50',
  ghost: 'text-brand-700 hover:bg-brand-50',
  whatsapp: 'bg-[#1a7f45] text-white hover:bg-[#146a39]',
} as const;
export type ButtonVariant = keyof typeof buttonVariants;
