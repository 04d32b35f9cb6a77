import { parse, safeParse } from 'valibot';
import { describe, expect, it } from 'vitest';
import { alphaAnswer, claim, geocodeResult, profileDetails, refreshAnswer, supportAnswer, userProfile } from './schemas';
import { userProfileAnswer } from './test/fixtures';

const DETAILS = {
  id: 7,
  gender: 'F',
  birth_date: '1990-05-01',
  town: 'Bahía Blanca',
  postal_code: '8000',
  street: 'Sarmiento',
  height: '1234',
  floor: null,
  apartment: null,
  phone_prefix: '291',
  phone: '4999999',
  lat: '-38.7183',
  long: -62.2663,
  viewed: true,
};

describe('the answers’ schemas', () => {
  it('read a number sent as decimal text, and refuse text that is not one', () => {
    expect(parse(supportAnswer, { nro_reclamo: '1234' })).toEqual({ nro_reclamo: 1234 });
    expect(parse(geocodeResult, { lat: '-38.71', lon: -62.26 })).toEqual({ lat: -38.71, lon: -62.26 });
    expect(safeParse(supportAnswer, { nro_reclamo: '12a' }).success).toBe(false);
    expect(safeParse(supportAnswer, { nro_reclamo: Number.NaN }).success).toBe(false);
  });

  it('read a missing optional field as null, and keep only the fields they name', () => {
    const { floor: _floor, ...withoutFloor } = DETAILS;
    const read = parse(profileDetails, { ...withoutFloor, password: 'secreto' });
    expect(read.floor).toBeNull();
    expect(read.lat).toBe(-38.7183);
    expect(read).not.toHaveProperty('password');
    expect(parse(refreshAnswer, { access: 'a' })).toEqual({ access: 'a', refresh: null });
  });

  it('refuse a wrong kind of value, a gender outside the list, and an alpha with other characters', () => {
    expect(safeParse(profileDetails, { ...DETAILS, gender: 'X' }).success).toBe(false);
    expect(safeParse(profileDetails, { ...DETAILS, viewed: 'yes' }).success).toBe(false);
    expect(
      safeParse(claim, { id: 1, numero: '7', categoria: '', subcategoria: '', estado: '', fecha: '', formatted_fecha: '' }).success,
    ).toBe(false);
    expect(parse(alphaAnswer, { alpha: 'Ab12' })).toBe('Ab12');
    expect(safeParse(alphaAnswer, { alpha: 'ab/12' }).success).toBe(false);
  });

  it("read the account's level, 1 or 2, and no level from a service that sends none", () => {
    expect(parse(userProfile, { ...userProfileAnswer, level: 1 }).level).toBe(1);
    expect(parse(userProfile, { ...userProfileAnswer, level: 2 }).level).toBe(2);
    expect(parse(userProfile, userProfileAnswer)).not.toHaveProperty('level');
    expect(safeParse(userProfile, { ...userProfileAnswer, level: 3 }).success).toBe(false);
    expect(safeParse(userProfile, { ...userProfileAnswer, level: '2' }).success).toBe(false);
  });
});
