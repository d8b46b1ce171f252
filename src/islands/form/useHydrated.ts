import { useEffect, useState } from 'react';

/**
 * False in the server HTML and until React has taken over the form. Submit buttons stay disabled
 * till then: a click before hydration would post the bare form and lose what was typed.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
