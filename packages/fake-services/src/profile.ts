import type { Gender, ProfileDetails, UserProfile } from '@portal/api-client';
import { EMAIL_MESSAGE, isEmail } from '@portal/rules';
import { type Answer, detail, fieldErrors, isBlank } from './answers';
import type { EmailChange } from './email-change';
import { type Account, addressKeptForOther, findAccount, type World } from './world';

// The signed-in resident's own data: the user profile the portal reads, and the two saves of the
// profile form (the profile details, and the user's name and e-mail; never the DNI). A new e-mail
// waits for its confirmation link (email-change.ts).

const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const DNI_IS_IDENTITY = 'El DNI no se puede cambiar desde el perfil. Si tu DNI está mal, pedí la corrección a soporte.';

export function createProfile(world: World, emailChange: EmailChange) {
  return {
    userProfile(account: Account): UserProfile {
      return {
        id: account.id,
        dni: account.dni,
        first_name: account.first_name,
        last_name: account.last_name,
        email: account.email,
        pending_email: emailChange.pending(account),
        level: account.level,
        kind_of_person: account.kind_of_person,
        register_from: account.register_from,
        profile: { ...account.profile },
      };
    },

    updateProfile(account: Account, profileId: number, fields: Record<string, string>): Answer {
      if (profileId !== account.profile.id) return detail(404, 'No encontrado.');
      const next: ProfileDetails = { ...account.profile };
      const text = ['town', 'postal_code', 'street', 'height', 'floor', 'apartment', 'phone_prefix', 'phone'] as const;
      for (const key of text) {
        const value = fields[key];
        if (value !== undefined) next[key] = isBlank(value) ? null : value.trim();
      }
      if (fields.gender !== undefined) {
        const gender = fields.gender;
        if (isBlank(gender)) next.gender = null;
        else if (gender === 'M' || gender === 'F' || gender === 'O') next.gender = gender satisfies Gender;
        else return fieldErrors('gender', `"${gender}" no es una elección válida.`);
      }
      if (fields.birth_date !== undefined) {
        const value = fields.birth_date;
        if (isBlank(value)) next.birth_date = null;
        else if (ISO_DATE_PATTERN.test(value) && !Number.isNaN(Date.parse(value))) next.birth_date = value;
        else return fieldErrors('birth_date', 'La fecha tiene un formato incorrecto. Usá AAAA-MM-DD.');
      }
      for (const key of ['lat', 'long'] as const) {
        const value = fields[key];
        if (value === undefined) continue;
        if (isBlank(value)) {
          next[key] = null;
          continue;
        }
        const number = Number(value);
        if (!Number.isFinite(number)) return fieldErrors(key, 'Se requiere un número válido.');
        next[key] = number;
      }
      if (fields.viewed !== undefined) next.viewed = fields.viewed === 'true' || fields.viewed === '1';
      account.profile = next;
      return { status: 200, body: { ...next } };
    },

    updateUser(account: Account, userId: number, fields: Record<string, string>): Answer {
      if (userId !== account.id) return detail(404, 'No encontrado.');
      const errors: Record<string, string[]> = {};
      const email = fields.email?.trim();
      const changesEmail = email !== undefined && emailChange.isChange(account, email);
      // Nothing is said of the new address before the password is right: else the save tells
      // anyone holding a bare token which addresses have an account (CONTRACT.md, R10).
      if (email !== undefined && changesEmail) {
        const missing = emailChange.missingPassword(fields.current_password);
        if (missing) errors.current_password = [missing];
      }
      // The DNI is the identity: it enters an account only through registration's DNI check or a
      // national provider, and no save changes it (CONTRACT.md, R9). The same DNI sent back is no change.
      const dni = fields.dni?.trim();
      if (dni !== undefined && dni !== String(account.dni)) errors.dni = [DNI_IS_IDENTITY];
      for (const key of ['first_name', 'last_name'] as const) {
        const value = fields[key];
        if (value !== undefined && !value.trim()) errors[key] = ['Este campo no puede estar en blanco.'];
      }
      if (Object.keys(errors).length > 0) return { status: 400, body: errors };
      if (email !== undefined && changesEmail) {
        // Nothing of the save is kept when the password is wrong, nor when the address is refused.
        const wrong = emailChange.checkPassword(account, fields.current_password ?? '');
        if (wrong) return wrong;
        const owner = findAccount(world, email);
        const taken = (owner && owner.id !== account.id) || addressKeptForOther(world, email, account.id);
        if (!isEmail(email) || taken) return { status: 400, body: { email: [EMAIL_MESSAGE] } };
        const refused = emailChange.request(account, email, fields.current_password ?? '');
        if (refused) return refused;
      }
      if (fields.first_name !== undefined) account.first_name = fields.first_name.trim();
      if (fields.last_name !== undefined) account.last_name = fields.last_name.trim();
      const { id, first_name, last_name, kind_of_person, register_from } = account;
      return {
        status: 200,
        body: {
          id,
          dni: account.dni,
          first_name,
          last_name,
          email: account.email,
          pending_email: emailChange.pending(account),
          kind_of_person,
          register_from,
        },
      };
    },
  };
}
