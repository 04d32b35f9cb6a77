import { ERROR_REASONS, type Load, type UserProfile } from '@portal/api-client';
import { Card } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import * as styles from './shared.css';

/**
 * The resident's DNI is not proven (Nivel 1, CONTRACT.md R11): the municipal host answers the
 * licence and the claims only to Nivel 2, so the screens ask for nothing and offer the
 * verification. A profile that says no level (a service without levels) asks as before.
 */
export function isLevelOne(profile: UserProfile): boolean {
  return profile.level === 1;
}

/** The municipal host refused the data to the token's level (403, reason 'level'). */
export function refusedForLevel(load: Load<unknown>): boolean {
  return load.status === 'error' && load.error.status === 403 && load.error.reason === ERROR_REASONS.level;
}

export interface IdentityVerificationProps {
  /** The four providers as a verification (auth-flow's, handed in by the shell through the routes' options). */
  providers?: ReactNode;
}

/** 'Verificá tu identidad': what verifying unlocks, and the providers to verify with. */
export function IdentityVerification({ providers }: IdentityVerificationProps) {
  return (
    <Card title="Verificá tu identidad">
      <div className={styles.stateBlock}>
        <p className={styles.muted}>
          Para ver tu licencia de conducir y tus reclamos necesitamos confirmar que el DNI de tu cuenta es tuyo: hasta
          ahora solo lo cargaste al registrarte (Nivel 1). Verificá tu identidad con uno de estos proveedores y tu cuenta
          pasa a Nivel 2.
        </p>
        {providers}
      </div>
    </Card>
  );
}
