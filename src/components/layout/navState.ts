import { nav } from '../../config/site';

export type NavHref = (typeof nav)[number]['href'];

const normalise = (path: string) => path.toLowerCase().replace(/\/+$/, '') || '/';

/**
 * The navigation entry to highlight: the one whose path the current path is or lies under
 * (/tripDalamNegeri/detail/3 → /tripDalamNegeri). A page whose path does not say (a trip at
 * /detail/{id}) names its `section` instead, e.g. '/tripDalamNegeri'.
 */
export function activeNavHref(pathname: string, section?: string | null): NavHref | undefined {
  const path = normalise(section || pathname);
  return nav.find(({ href }) => {
    const h = normalise(href);
    return path === h || path.startsWith(h + '/');
  })?.href;
}
