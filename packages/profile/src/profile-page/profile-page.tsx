import { type UserProfile, useSignedInProfile } from '@portal/api-client';
import { Card, PageLayout } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isPlaceholderEmail } from '../form-values';
import { type FocusField, profileFormHref } from '../paths';
import * as styles from './profile-page.css';
import { SignOutEverywhere } from './sign-out-everywhere';

export { signOutEverywhereAction } from './profile-page-action';

const birthDateFormat = new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The saved birth date, in es-AR words ('14 de mayo de 1983'). */
export function formatBirthDate(isoDate: string | null): string | null {
  if (!isoDate) return null;
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : birthDateFormat.format(date);
}

/** The saved address in one line or two, or null when the street is not saved. */
export function formatAddress(profile: UserProfile): { street: string; town: string | null } | null {
  const { street, height, floor, apartment, town, postal_code } = profile.profile;
  if (!street) return null;
  const parts = [[street, height].filter(Boolean).join(' ')];
  if (floor) parts.push(`piso ${floor}`);
  if (apartment) parts.push(`depto. ${apartment}`);
  const place = [town, postal_code ? `(${postal_code})` : null].filter(Boolean).join(' ');
  return { street: parts.join(', '), town: place || null };
}

function formatPhone(profile: UserProfile): string | null {
  const { phone_prefix, phone } = profile.profile;
  if (!phone) return null;
  return phone_prefix ? `(${phone_prefix}) ${phone}` : phone;
}

function EditLink({ field, children }: { field: FocusField; children: ReactNode }) {
  return (
    <Link to={profileFormHref(field)} className={styles.editLink}>
      {children}
    </Link>
  );
}

interface ContactCardProps {
  title: string;
  value: ReactNode | null;
  emptyText: string;
  field: FocusField;
  addLabel: string;
  editLabel: string;
}

/** Address, phone and e-mail: the saved value when there is one, else the invitation of docs/product.md#profile-page. */
function ContactCard({ title, value, emptyText, field, addLabel, editLabel }: ContactCardProps) {
  return (
    <Card title={title} headingLevel={3} actions={<EditLink field={field}>{value ? editLabel : addLabel}</EditLink>}>
      {value ? <div className={styles.value}>{value}</div> : <p className={styles.invitation}>{emptyText}</p>}
    </Card>
  );
}

export interface ProfilePageProps {
  /** The providers to verify the resident's identity with (`@portal/auth-flow`'s, handed in by the shell). */
  verifyIdentity?: ReactNode;
}

/**
 * 'Nivel de seguridad' (CONTRACT.md, R11): the account's real level; at Nivel 1 what verifying
 * unlocks and the providers. A service that says no level: no card.
 */
function LevelCard({ level, verifyIdentity }: { level: UserProfile['level']; verifyIdentity?: ReactNode }) {
  if (level === undefined) return null;
  return (
    <Card title="Nivel de seguridad" headingLevel={3}>
      <p className={styles.badge}>Nivel {level}</p>
      {level === 1 ? (
        <>
          <p className={styles.invitation}>
            Verificá tu identidad con un proveedor para pasar a Nivel 2 y ver tu licencia de conducir y tus reclamos.
          </p>
          {verifyIdentity}
        </>
      ) : (
        <p className={styles.invitation}>Tu identidad está verificada con un proveedor de identidad.</p>
      )}
    </Card>
  );
}

/**
 * /perfil: the resident's own data (docs/product.md#profile-page: the real birth date, every action
 * wired), and the sign-out on every device.
 */
export function ProfilePage({ verifyIdentity }: ProfilePageProps) {
  const { profile } = useSignedInProfile();
  const birthDate = formatBirthDate(profile.profile.birth_date);
  const address = formatAddress(profile);
  const phone = formatPhone(profile);
  const email = isPlaceholderEmail(profile.email) ? null : profile.email;
  // A new e-mail waiting for its mailed link (docs/product.md#changing-the-e-mail).
  const pendingEmail = profile.pending_email ?? null;

  return (
    <PageLayout
      variant="overview"
      title="Mi perfil"
      heading={`Hola, ${profile.first_name}`}
      intro="Recordá mantener tus datos actualizados."
    >
      <section aria-labelledby="perfil-datos" className={styles.section}>
        <h2 id="perfil-datos" className={styles.sectionTitle}>
          Tus datos
        </h2>
        <div className={styles.grid}>
          <Card title="Nombre y apellido" headingLevel={3}>
            <p className={styles.value}>
              {profile.first_name} {profile.last_name}
            </p>
          </Card>
          <LevelCard level={profile.level} verifyIdentity={verifyIdentity} />
          <Card title="Documento" headingLevel={3}>
            <p className={styles.value}>DNI {profile.dni}</p>
          </Card>
          <Card title="Fecha de nacimiento" headingLevel={3}>
            {birthDate ? (
              <p className={styles.value}>{birthDate}</p>
            ) : (
              <p className={styles.invitation}>Todavía no cargaste tu fecha de nacimiento.</p>
            )}
          </Card>
        </div>
        <Link to={profileFormHref('datos')} className={styles.primaryAction}>
          EDITAR MIS DATOS
        </Link>
      </section>

      <section aria-labelledby="perfil-contacto" className={styles.section}>
        <h2 id="perfil-contacto" className={styles.sectionTitle}>
          Ubicación y contacto
        </h2>
        <div className={styles.grid}>
          <ContactCard
            title="Dirección"
            value={
              address ? (
                <>
                  <p>{address.street}</p>
                  {address.town ? <p>{address.town}</p> : null}
                </>
              ) : null
            }
            emptyText="Agregá tu dirección para mostrarte información en base a tu ubicación"
            field="direccion"
            addLabel="Agregar dirección de tu casa"
            editLabel="Cambiar dirección"
          />
          <ContactCard
            title="Celular"
            value={phone ? <p>{phone}</p> : null}
            emptyText="Agregá un número de celular para recuperar tu cuenta vía SMS"
            field="celular"
            addLabel="Agregar celular"
            editLabel="Cambiar celular"
          />
          <ContactCard
            title="Correo electrónico"
            value={
              email || pendingEmail ? (
                <>
                  {email ? <p className={styles.breakable}>{email}</p> : null}
                  {pendingEmail ? (
                    <p className={styles.pending}>
                      Pendiente de confirmación: <span className={styles.breakable}>{pendingEmail}</span>. Abrí el enlace que te enviamos a
                      esa dirección.
                    </p>
                  ) : null}
                </>
              ) : null
            }
            emptyText="Agregá un correo alternativo como método de recuperación de tu cuenta"
            field="email"
            addLabel="Agregar correo"
            editLabel="Cambiar correo"
          />
        </div>
      </section>

      <SignOutEverywhere />
    </PageLayout>
  );
}
