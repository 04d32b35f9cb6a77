import type { Street } from '@portal/api-client';
import { describe, expect, it } from 'vitest';
import { findStreet, indexStreets, normalise, searchStreets, streetLabel } from './street-search';

const bb = { id: 1, nombre: 'Bahía Blanca', abreviatura: 'BB' };
const iw = { id: 2, nombre: 'Ingeniero White', abreviatura: 'IW' };
const streets: Street[] = [
  { id: 1, nombre: 'Avenida Colón', localidad: bb },
  { id: 2, nombre: 'Sarmiento', localidad: bb },
  { id: 3, nombre: 'Sarmiento', localidad: iw },
  { id: 4, nombre: 'San Martín', localidad: bb },
  { id: 5, nombre: 'Domingo F. Sarmiento Sur', localidad: bb },
];

describe('street search', () => {
  it("labels a street 'name - locality abbreviation'", () => {
    expect(streetLabel(streets[1] as Street)).toBe('Sarmiento - BB');
  });

  it('ignores case and accents', () => {
    expect(normalise('  Avenida  COLÓN ')).toBe('avenida colon');
    const { shown } = searchStreets(indexStreets(streets), 'colon', 50);
    expect(shown.map((s) => s.label)).toEqual(['Avenida Colón - BB']);
  });

  it('puts names that start with the text first, and matches every word', () => {
    const index = indexStreets(streets);
    expect(searchStreets(index, 'sarm', 50).shown.map((s) => s.street.id)).toEqual([2, 3, 5]);
    expect(searchStreets(index, 'sarmiento iw', 50).shown.map((s) => s.label)).toEqual(['Sarmiento - IW']);
    expect(searchStreets(index, 'sarmiento white', 50).shown.map((s) => s.label)).toEqual(['Sarmiento - IW']);
  });

  it('caps what is shown and counts the rest', () => {
    const many: Street[] = Array.from({ length: 3000 }, (_, i) => ({ id: i + 1, nombre: `Calle ${i + 1}`, localidad: bb }));
    const result = searchStreets(indexStreets(many), 'calle', 50);
    expect(result.shown).toHaveLength(50);
    expect(result.total).toBe(3000);
    expect(searchStreets(indexStreets(many), 'calle 2999', 50).shown.map((s) => s.label)).toEqual(['Calle 2999 - BB']);
  });

  it('finds a saved street by name, preferring the saved locality and then the town', () => {
    expect(findStreet(streets, 'sarmiento', 'Ingeniero White')?.id).toBe(3);
    expect(findStreet(streets, 'Sarmiento', 'Bahía Blanca')?.id).toBe(2);
    expect(findStreet(streets, 'Sarmiento', 'Bahía Blanca', 'IW')?.id).toBe(3);
    expect(findStreet(streets, 'Sarmiento', '')?.id).toBe(2);
    expect(findStreet(streets, 'Inexistente', '')).toBeUndefined();
  });
});
