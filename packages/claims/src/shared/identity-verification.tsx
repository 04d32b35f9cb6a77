import { Card } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import * as styles from './shared.css';

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
          Para ver tu licencia de conducir y tus reclamos necesitamos confirmar que el DNI de tu cuenta es tuyo: hasta ahora solo lo
          cargaste al registrarte (Nivel 1). Verificá tu identidad con uno de estos proveedores y tu cuenta pasa a Nivel 2.
        </p>
        {providers}
      </div>
    </Card>
  );
}
