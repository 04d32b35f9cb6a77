import type { Claim } from '@portal/api-client';
import { describe, expect, it } from 'vitest';
import { filterClaims, highlightOffset, readFilters, sortClaims, withFilter, withoutFilters } from './claim-filters';

const today = '2025-03-15';

function claim(id: number, fecha: string, categoria = 'Residuos', estado = 'Iniciado'): Claim {
  const [y, m, d] = fecha.split('-');
  return {
    id,
    numero: 1000 + id,
    categoria,
    subcategoria: 'Sub',
    estado,
    fecha,
    formatted_fecha: `${d}/${m}/${y}`,
    direccion: null,
    descripcion: null,
  };
}

describe('claim filters', () => {
  it('reads the filters from the URL query, ignoring an unknown period', () => {
    expect(readFilters(new URLSearchParams('categoria=Residuos&estado=Resuelto&periodo=90'))).toEqual({
      category: 'Residuos',
      state: 'Resuelto',
      period: '90',
    });
    expect(readFilters(new URLSearchParams('periodo=7'))).toEqual({ category: null, state: null, period: null });
  });

  it('sets and clears filters in the query, closing any open claim and keeping the rest', () => {
    const query = new URLSearchParams('otro=1&reclamo=4&estado=Resuelto');
    expect(withFilter(query, 'category', 'Residuos').toString()).toBe('otro=1&estado=Resuelto&categoria=Residuos');
    expect(withFilter(query, 'state', 'todos').toString()).toBe('otro=1');
    expect(withoutFilters(new URLSearchParams('otro=1&categoria=A&estado=B&periodo=30')).toString()).toBe('otro=1');
  });

  it('sorts newest first', () => {
    const sorted = sortClaims([claim(1, '2024-01-02'), claim(2, '2025-03-01'), claim(3, '2024-12-31')]);
    expect(sorted.map((c) => c.id)).toEqual([2, 3, 1]);
  });

  it('filters by category, state and period together', () => {
    const claims = [
      claim(1, '2025-03-10', 'Residuos', 'Iniciado'),
      claim(2, '2025-02-13', 'Residuos', 'Resuelto'),
      claim(3, '2025-02-12', 'Residuos', 'Resuelto'),
      claim(4, '2025-03-14', 'Arbolado', 'Resuelto'),
    ];
    const ids = (filters: Parameters<typeof filterClaims>[1]) => filterClaims(claims, filters, today).map((c) => c.id);
    expect(ids({ category: 'Residuos', state: null, period: null })).toEqual([1, 2, 3]);
    expect(ids({ category: null, state: 'Resuelto', period: null })).toEqual([2, 3, 4]);
    // 30 days back from 15 March is 13 February, which is still in.
    expect(ids({ category: null, state: null, period: '30' })).toEqual([1, 2, 4]);
    expect(ids({ category: 'Residuos', state: 'Resuelto', period: '30' })).toEqual([2]);
  });

  it('highlights claims within 10 days before or after today', () => {
    expect(highlightOffset(claim(1, '2025-03-05'), today)).toBe(-10);
    expect(highlightOffset(claim(1, '2025-03-04'), today)).toBeNull();
    expect(highlightOffset(claim(1, '2025-03-25'), today)).toBe(10);
    expect(highlightOffset(claim(1, '2025-03-26'), today)).toBeNull();
    expect(highlightOffset(claim(1, today), today)).toBe(0);
  });
});
