/** A small HTTP client for tests against the running server, keeping a cookie jar like a browser. */
export class ApiClient {
  cookie = '';
  constructor(readonly base: string) {}

  async call(method: string, path: string, opts: { json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (this.cookie) headers.cookie = this.cookie;
    let body = opts.body;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    }
    const res = await fetch(this.base + path, { method, headers, body, redirect: 'manual' });
    const set = res.headers.getSetCookie();
    for (const c of set) {
      const [pair] = c.split(';');
      const [name, value] = pair.split('=');
      this.cookie = value ? `${name}=${value}` : '';
      if (/max-age=0|expires=Thu, 01 Jan 1970/i.test(c)) this.cookie = '';
    }
    const text = await res.text();
    let json: any = undefined;
    try {
      json = JSON.parse(text);
    } catch {}
    return { status: res.status, headers: res.headers, text, json };
  }
  get = (path: string, headers?: Record<string, string>) => this.call('GET', path, { headers });
  post = (path: string, json?: unknown, headers?: Record<string, string>) => this.call('POST', path, { json, headers });
}
