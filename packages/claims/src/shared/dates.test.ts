import { describe, expect, it } from 'vitest';
import { daysFrom, formatDate, localIsoDate, relativeDays } from './dates';
import { expiryStatus } from './expiry';

describe('dates', () => {
  it('formats calendar days in es-AR without shifting them by the time zone', () => {
    expect(formatDate('2025-01-01')).toBe('1 de enero de 2025');
    expect(formatDate('no es fecha', '01/01/2025')).toBe('01/01/2025');
  });

  it('counts calendar days across months and years', () => {
    expect(daysFrom('2024-12-30', '2025-01-02')).toBe(3);
    expect(daysFrom('2025-03-01', '2025-02-27')).toBe(-2);
    expect(daysFrom('2025-03-01', 'x')).toBeNull();
    expect(localIsoDate(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05');
  });

  it('says how far a day is', () => {
    expect([-4, -1, 0, 1, 3].map(relativeDays)).toEqual(['hace 4 días', 'ayer', 'hoy', 'mañana', 'en 3 días']);
  });

  it('marks a licence within 30 days of expiry or past it', () => {
    expect(expiryStatus(31)).toEqual({ tone: 'valid', mark: null, daysText: 'Faltan 31 días' });
    expect(expiryStatus(30)).toEqual({ tone: 'soon', mark: 'Vence pronto', daysText: 'Faltan 30 días' });
    expect(expiryStatus(0)).toMatchObject({ tone: 'soon', daysText: 'Vence hoy' });
    expect(expiryStatus(-3)).toEqual({ tone: 'expired', mark: 'Vencida', daysText: 'Venció hace 3 días' });
  });
});
