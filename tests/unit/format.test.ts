import { describe, expect, it } from 'vitest';
import { formatDate, formatIdr, formatNumber, formatPhone, formatRupiah } from '../../src/lib/format';

describe('formatRupiah', () => {
  it('writes rupiah with Indonesian thousands dots and no space', () => {
    expect(formatRupiah(1_500_000)).toBe('Rp1.500.000');
    expect(formatRupiah(500_000)).toBe('Rp500.000');
    expect(formatRupiah(999)).toBe('Rp999');
    expect(formatRupiah(0)).toBe('Rp0');
    expect(formatRupiah(100_000_000)).toBe('Rp100.000.000');
  });

  it('never shows decimals (money is whole rupiah)', () => {
    expect(formatRupiah(1234.6)).toBe('Rp1.235');
  });
});

describe('formatIdr (the card style)', () => {
  it('writes IDR, a space and the grouped amount', () => {
    expect(formatIdr(1_500_000)).toBe('IDR 1.500.000');
    expect(formatIdr(450_000)).toBe('IDR 450.000');
    expect(formatIdr(25_000_000)).toBe('IDR 25.000.000');
  });

  it('matches the pattern the cards are checked against', () => {
    for (const n of [1, 12, 123, 1_234, 12_345, 123_456, 1_234_567, 999_999_999]) {
      expect(formatIdr(n)).toMatch(/^IDR \d{1,3}(\.\d{3})*$/);
    }
  });
});

describe('formatNumber', () => {
  it('groups with dots', () => {
    expect(formatNumber(2_000_000)).toBe('2.000.000');
  });
});

describe('formatDate', () => {
  it('writes the day, the Indonesian month name and the year', () => {
    expect(formatDate('2026-11-25T03:00:00Z')).toBe('25 November 2026');
    expect(formatDate('2026-08-17T03:00:00Z')).toBe('17 Agustus 2026');
    expect(formatDate('2027-02-01T03:00:00Z')).toBe('1 Februari 2027');
  });

  it('counts days in Western Indonesian Time (UTC+7)', () => {
    expect(formatDate('2026-12-31T18:30:00Z')).toBe('1 Januari 2027');
    expect(formatDate('2026-12-31T16:59:00Z')).toBe('31 Desember 2026');
  });
});

describe('formatPhone', () => {
  it('writes Indonesian mobile numbers as +62 8xx-xxxx-xxxx', () => {
    expect(formatPhone('6281130002026')).toBe('+62 811-3000-2026');
    expect(formatPhone('081130002026')).toBe('+62 811-3000-2026');
    expect(formatPhone('+62 811 3000 2026')).toBe('+62 811-3000-2026');
  });

  it('answers anything else as it came', () => {
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
});
