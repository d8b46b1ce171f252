/** SVG bodies of the inline icons (24×24 view box; constant markup, never user text). */
export const icons = {
  menu: { body: '<path d="M4 6h16M4 12h16M4 18h16"/>' },
  close: { body: '<path d="M18 6 6 18M6 6l12 12"/>' },
  clock: { body: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>' },
  mapPin: { body: '<path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z"/><circle cx="12" cy="9.5" r="2.5"/>' },
  arrowRight: { body: '<path d="M5 12h14M13 6l6 6-6 6"/>' },
  user: { body: '<circle cx="12" cy="8" r="4"/><path d="M4 21a8 8 0 0 1 16 0"/>' },
  briefcase: { body: '<rect x="3" y="7" width="18" height="13" rx="2"/><path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18"/>' },
  mail: { body: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="m3 7 9 6 9-6"/>' },
  phone: { body: '<path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2"/>' },
  check: { body: '<path d="M5 12.5 10 17.5 19 7"/>' },
  shieldCheck: { body: '<path d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3Z"/><path d="m9 12 2 2 4-4"/>' },
  tag: { body: '<path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9Z"/><circle cx="7.5" cy="7.5" r="1.5"/>' },
  layers: { body: '<path d="m12 3 9 5-9 5-9-5 9-5Z"/><path d="m3 13 9 5 9-5"/>' },
  share: { body: '<circle cx="18" cy="5" r="3"/><circle cx="6" cy="12" r="3"/><circle cx="18" cy="19" r="3"/><path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4"/>' },
  chevronDown: { body: '<path d="m6 9 6 6 6-6"/>' },
  users: { body: '<circle cx="9" cy="8" r="3.5"/><path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6.5 6.5 0 0 1 3.5 6"/>' },
  image: { body: '<rect x="3" y="4" width="18" height="16" rx="2"/><circle cx="9" cy="10" r="2"/><path d="m21 16-5-5-9 9"/>' },
  search: { body: '<circle cx="11" cy="11" r="7"/><path d="m20 20-4-4"/>' },
  home: { body: '<path d="M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10"/>' },
  verified: {
    filled: true,
    body: '<path fill-rule="evenodd" d="M12 1.8 14.6 3.7l3.2-.2 1 3.1 2.6 1.9-1 3 1 3-2.6 1.9-1 3.1-3.2-.2L12 22.2l-2.6-1.9-3.2.2-1-3.1L2.6 15.5l1-3-1-3 2.6-1.9 1-3.1 3.2.2L12 1.8Zm4.2 7.8-1.4-1.4-4.3 4.3-2-2-1.4 1.4 3.4 3.4 5.7-5.7Z"/>',
  },
  whatsapp: {
    filled: true,
    body: '<path fill-rule="evenodd" d="M12 2a10 10 0 0 0-8.7 14.9L2 22l5.3-1.3A10 10 0 1 0 12 2Zm-3.4 5.4c-.3 0-.7.1-1 .5-.4.4-1.2 1.2-1.2 2.9s1.3 3.4 1.4 3.6c.2.2 2.4 3.9 6 5.3 3 1.2 3.6.9 4.2.9.7-.1 2.1-.9 2.4-1.7.3-.8.3-1.6.2-1.7-.1-.2-.3-.3-.7-.5l-2.4-1.2c-.3-.1-.6-.2-.8.2l-1.1 1.4c-.2.2-.4.3-.8.1-.4-.2-1.5-.6-2.9-1.8-1.1-1-1.8-2.1-2-2.5-.2-.4 0-.6.2-.8l.5-.6c.2-.2.2-.4.4-.6.1-.2 0-.5 0-.6l-1.1-2.6c-.3-.7-.6-.6-.8-.6h-.5Z"/>',
  },
  facebook: {
    filled: true,
    body: '<path d="M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.6 1.6-1.6h1.7V4.3c-.3 0-1.3-.1-2.5-.1-2.5 0-4.2 1.5-4.2 4.3v2.4H7.4V14h2.7v8h3.4Z"/>',
  },
  instagram: { body: '<rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none"/>' },
} satisfies Record<string, { body: string; filled?: boolean }>;

export type IconName = keyof typeof icons;
