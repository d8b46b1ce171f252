import type { Config } from 'tailwindcss';
import defaultTheme from 'tailwindcss/defaultTheme';

// The spec's layout: a 24-column grid (col-span-1 … col-span-24) and the old UI library's breakpoints.
const span24 = Object.fromEntries(Array.from({ length: 24 }, (_, i) => [`span-${i + 1}`, `span ${i + 1} / span ${i + 1}`]));

export default {
  content: ['./src/**/*.{astro,html,js,jsx,md,mdx,ts,tsx}'],
  theme: {
    screens: { sm: '576px', md: '768px', lg: '992px', xl: '1200px', xxl: '1600px' },
    extend: {
      colors: {
        brand: {
          50: '#eefbf8', 100: '#d5f5ee', 200: '#aeeadd', 300: '#79d8c7', 400: '#43bfac',
          500: '#21a392', 600: '#158477', 700: '#146a61', 800: '#14554f', 900: '#144742', 950: '#052a28',
        },
        accent: { 400: '#ffb547', 500: '#f59e0b', 600: '#d97706', 700: '#b45309' },
        ink: { DEFAULT: '#1f2933', muted: '#52606d' },
        whatsapp: '#25d366',
      },
      fontFamily: { sans: ['"Plus Jakarta Sans Variable"', ...defaultTheme.fontFamily.sans] },
      gridTemplateColumns: { 24: 'repeat(24, minmax(0, 1fr))' },
      gridColumn: span24,
      maxWidth: { card: '274px', page: '1200px' },
      maxHeight: { card: '300px' },
      width: { sidebar: '254px' },
    },
  },
  plugins: [],
} satisfies Config;
