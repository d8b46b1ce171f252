/** A small spinning ring for busy buttons (decorative: the button's text says what happens). */
export function Spinner() {
  return <span aria-hidden="true" className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-current border-r-transparent" />;
}
