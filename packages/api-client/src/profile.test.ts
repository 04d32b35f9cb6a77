import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getUserProfile, updateProfile, updateUser } from './calls';
import { toSessionUser } from './session-user';
import { storeSession } from './storage';
import { profileDetailsAnswer, userProfileAnswer } from './test/fixtures';
import { AUTH, server, setupTestServer } from './test/server';

setupTestServer();

describe('profile calls', () => {
  it('getUserProfile answers the checked profile', async () => {
    storeSession({ access: 'a1', refresh: 'r1' });
    server.use(http.get(`${AUTH}userprofile/`, () => HttpResponse.json({ ...userProfileAnswer, extra: 'dropped' })));
    await expect(getUserProfile()).resolves.toEqual(userProfileAnswer);
  });

  it('getUserProfile reads coordinates sent as decimal text', async () => {
    storeSession({ access: 'a1', refresh: 'r1' });
    server.use(
      http.get(`${AUTH}userprofile/`, () =>
        HttpResponse.json({ ...userProfileAnswer, profile: { ...profileDetailsAnswer, lat: '-38.7183', long: '-62.2663' } }),
      ),
    );
    const profile = await getUserProfile();
    expect(profile.profile.lat).toBe(-38.7183);
    expect(profile.profile.long).toBe(-62.2663);
  });

  it('updateProfile patches the profile by its id with every field of the profile form', async () => {
    storeSession({ access: 'a1', refresh: 'r1' });
    let fields: Record<string, FormDataEntryValue> = {};
    let path = '';
    server.use(
      http.patch(`${AUTH}profile/:id/`, async ({ request, params }) => {
        path = String(params.id);
        fields = Object.fromEntries(await request.formData());
        return HttpResponse.json(profileDetailsAnswer);
      }),
    );
    await expect(
      updateProfile({
        user_profile_id: 41,
        gender: 'F',
        birth_date: '1984-05-02',
        town: 'Bahía Blanca',
        postal_code: '8000',
        street: 'Alsina',
        height: '65',
        apartment: '',
        floor: '',
        phone_prefix: '291',
        phone: '4123456',
        viewed: true,
        long: null,
        lat: null,
      }),
    ).resolves.toEqual(profileDetailsAnswer);
    expect(path).toBe('41');
    expect(fields).toEqual({
      user_profile_id: '41',
      gender: 'F',
      birth_date: '1984-05-02',
      town: 'Bahía Blanca',
      postal_code: '8000',
      street: 'Alsina',
      height: '65',
      apartment: '',
      floor: '',
      phone_prefix: '291',
      phone: '4123456',
      viewed: 'true',
      long: '',
      lat: '',
    });
  });

  it('updateUser patches names and e-mail, never the DNI, and keeps field errors of a 400', async () => {
    storeSession({ access: 'a1', refresh: 'r1' });
    const saved = { id: 7, first_name: 'Lucía', last_name: 'Fernández', email: 'l@example.com', dni: 30123456 };
    let fields: Record<string, FormDataEntryValue> = {};
    server.use(
      http.patch(`${AUTH}customuser/:id/`, async ({ request }) => {
        fields = Object.fromEntries(await request.formData());
        return fields.email === 'taken@example.com'
          ? HttpResponse.json({ email: ['Ya existe un usuario con este email.'] }, { status: 400 })
          : HttpResponse.json(saved);
      }),
    );
    const update = { id: 7, first_name: 'Lucía', last_name: 'Fernández', email: 'l@example.com' };
    await expect(updateUser(update)).resolves.toEqual(saved);
    expect(fields).toEqual({ id: '7', first_name: 'Lucía', last_name: 'Fernández', email: 'l@example.com' });

    await expect(updateUser({ ...update, email: 'taken@example.com' })).rejects.toMatchObject({
      status: 400,
      message: 'Ya existe un usuario con este email.',
      fieldErrors: { email: ['Ya existe un usuario con este email.'] },
    });
  });

  it('toSessionUser keeps what the screens hold', () => {
    expect(toSessionUser(userProfileAnswer)).toEqual({
      id_custom: 7,
      id_profile: 41,
      first_name: 'Lucía',
      last_name: 'Fernández',
      dni: 30123456,
      email: 'vecina@example.com',
    });
  });
});
