import { describe, expect, it } from 'vitest';
import { cachedPage, pageCacheKey, storePage } from '../../src/server/http/pageCache';
import { publicDataChanged } from '../../src/server/publicData';

const get = (path: string, method = 'GET') => {
  const url = new URL(`http://toko.test${path}`);
  return { request: new Request(url, { method, headers: { host: 'toko.test' } }), url };
};
const html = (body: string, headers: Record<string, string> = {}) => new Response(body, { headers: { 'content-type': 'text/html', ...headers } });

describe('the public page cache', () => {
  it('keys only guests’ GETs of public pages, by host, path and query', () => {
    const list = get('/tripDalamNegeri?maxPrice=4000000&page=2');
    expect(pageCacheKey(list.request, list.url, true)).toBe('toko.test/tripDalamNegeri?maxPrice=4000000&page=2');
    for (const path of ['/', '/home', '/tripLuarNegeri', '/detail/4', '/tripDalamNegeri/detail/4', '/profile/2']) {
      const { request, url } = get(path);
      expect(pageCacheKey(request, url, true), path).not.toBeNull();
    }
    expect(pageCacheKey(list.request, list.url, false)).toBeNull();
    for (const path of ['/beranda', '/paketWisata', '/login', '/api/trip/get/kategori', '/media/x-400.webp']) {
      const { request, url } = get(path);
      expect(pageCacheKey(request, url, true), path).toBeNull();
    }
    const post = get('/tripDalamNegeri', 'POST');
    expect(pageCacheKey(post.request, post.url, true)).toBeNull();
  });

  it('serves a stored page until it expires or the public data changes', async () => {
    const served = await storePage('k1', html('<h1>Trip</h1>'), 1_000);
    expect(await served.text()).toBe('<h1>Trip</h1>');
    expect(await cachedPage('k1', 2_000)!.text()).toBe('<h1>Trip</h1>');
    expect(cachedPage('k1', 11_000)).toBeNull();

    await storePage('k2', html('<h1>Lama</h1>'));
    expect(cachedPage('k2')).not.toBeNull();
    publicDataChanged();
    expect(cachedPage('k2')).toBeNull();
  });

  it('never keeps errors, non-HTML answers or answers that set a cookie', async () => {
    await storePage('a', new Response('hilang', { status: 404, headers: { 'content-type': 'text/html' } }));
    await storePage('b', new Response('{}', { headers: { 'content-type': 'application/json' } }));
    await storePage('c', html('<p>x</p>', { 'set-cookie': 'tk_session=; Max-Age=0' }));
    for (const key of ['a', 'b', 'c']) expect(cachedPage(key)).toBeNull();
  });
});
