import type { Street } from '@portal/api-client';

/** The street option label (docs/product.md#profile-form): 'street name - locality abbreviation'. */
export function streetLabel(street: Pick<Street, 'nombre'> & { localidad: Pick<Street['localidad'], 'abreviatura'> }): string {
  return street.localidad.abreviatura ? `${street.nombre} - ${street.localidad.abreviatura}` : street.nombre;
}

/** Lower case without accents, so 'colon' finds 'Colón' and 'martin' finds 'San Martín'. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export interface IndexedStreet {
  street: Street;
  label: string;
  /** Normalised name and locality, searched by every typed word. */
  key: string;
  name: string;
}

export function indexStreets(streets: readonly Street[]): IndexedStreet[] {
  return streets.map((street) => ({
    street,
    label: streetLabel(street),
    key: normalise(`${street.nombre} ${street.localidad.abreviatura} ${street.localidad.nombre}`),
    name: normalise(street.nombre),
  }));
}

export interface StreetMatches {
  /** At most `limit` matches, the ones whose name starts with the text first. */
  shown: IndexedStreet[];
  total: number;
}

/** Every word typed must appear; streets whose name starts with the text come first. */
export function searchStreets(index: readonly IndexedStreet[], text: string, limit: number): StreetMatches {
  const query = normalise(text);
  if (!query) return { shown: index.slice(0, limit), total: index.length };
  const words = query.split(' ');
  const leading: IndexedStreet[] = [];
  const others: IndexedStreet[] = [];
  for (const entry of index) {
    if (!words.every((word) => entry.key.includes(word))) continue;
    (entry.name.startsWith(query) ? leading : others).push(entry);
  }
  const all = leading.concat(others);
  return { shown: all.slice(0, limit), total: all.length };
}

/** The street a saved name stands for: the one in the saved town when several share the name. */
export function findStreet(streets: readonly Street[], name: string, town: string, abbreviation = ''): Street | undefined {
  const wanted = normalise(name);
  if (!wanted) return undefined;
  const named = streets.filter((s) => normalise(s.nombre) === wanted);
  return (
    (abbreviation ? named.find((s) => s.localidad.abreviatura === abbreviation) : undefined) ??
    named.find((s) => normalise(s.localidad.nombre) === normalise(town)) ??
    named[0]
  );
}
