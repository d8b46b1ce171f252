/** Class strings of the dashboard forms (islands and their Astro pages look alike). */
export { buttonBase, buttonVariants, focusRing } from '../../components/ui/styles';

export const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-red-100';
export const labelClass = 'block text-sm font-semibold text-ink';
/** A label followed on its line by the required mark. */
export const inlineLabelClass = 'text-sm font-semibold text-ink';
export const hintClass = 'text-sm text-ink-muted';
export const errorClass = 'text-sm font-medium text-red-700';
export const fieldsetClass = 'space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5';
export const legendClass = 'px-1 text-base font-bold text-ink';
export const smallButton =
  'inline-flex min-h-[2.25rem] items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-ink hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
