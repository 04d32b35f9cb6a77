import { describe, expect, it } from 'vitest';
import { formatCountdown, lockAnnouncement } from './use-lock-countdown';

describe('formatCountdown', () => {
  it.each([
    [300, '5:00'],
    [299, '4:59'],
    [61, '1:01'],
    [9, '0:09'],
    [0, '0:00'],
  ])('%i s reads %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});

describe('lockAnnouncement', () => {
  it('changes only once a minute', () => {
    expect(lockAnnouncement(300)).toBe('Ingreso bloqueado. Podrás volver a intentar en 5 minutos.');
    expect(lockAnnouncement(241)).toBe(lockAnnouncement(300));
    expect(lockAnnouncement(240)).toBe('Ingreso bloqueado. Podrás volver a intentar en 4 minutos.');
    expect(lockAnnouncement(30)).toBe('Ingreso bloqueado. Podrás volver a intentar en 1 minuto.');
    expect(lockAnnouncement(0)).toBe('');
  });
});
