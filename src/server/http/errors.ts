/** An error whose message is Indonesian and fit to show a user; `status` is the HTTP code. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Data') => new AppError(404, `${what} tidak ditemukan.`);
export const badRequest = (message: string, fields?: Record<string, string>) => new AppError(400, message, fields);
export const unauthorized = () => new AppError(401, 'Silakan masuk terlebih dahulu.');
