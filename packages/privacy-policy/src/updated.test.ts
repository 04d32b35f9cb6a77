import { describe, expect, it } from 'vitest';
import { formatUpdated } from './updated';

describe('the date of the last update', () => {
  it('reads in Spanish (es-AR), 3 August 2023 unless told, and never shifts a day with the time zone', () => {
    expect(formatUpdated()).toBe('Última actualización: 2 de diciembre de 2026');
    expect(formatUpdated('2024-01-01')).toBe('Última actualización: 1 de enero de 2024');
  });
});
