export const MEDIA_WIDTHS = [400, 800, 1600] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;

/** The public URL of one WebP variant of a stored image. */
export function mediaUrl(id: string, width: MediaWidth = 800): string {
  return `/media/${id}-${width}.webp`;
}

/** The media id inside a URL made by mediaUrl, or null for any other URL. */
export function mediaIdOf(url: string | null | undefined): string | null {
  const m = url?.match(/^\/media\/([a-f0-9]{24})-\d+\.webp$/);
  return m ? m[1] : null;
}

/** A srcset over every variant of the image behind a mediaUrl. */
export function mediaSrcset(url: string): string | undefined {
  const id = mediaIdOf(url);
  return id ? MEDIA_WIDTHS.map((w) => `${mediaUrl(id, w)} ${w}w`).join(', ') : undefined;
}
