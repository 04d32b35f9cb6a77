import { Banner, Button, Dialog } from '@portal/ui-kit';
import { useState } from 'react';
import { useProfileFormStore } from '../store';
import * as styles from './profile-page.css';

/** The texts of docs/product.md#sign-out-on-every-device. */
const SIGN_OUT_EVERYWHERE_TEXTS = {
  heading: 'Tus sesiones',
  intro:
    '¿Usaste el portal en una computadora compartida o perdiste un dispositivo? Podés cerrar tu sesión en todos los dispositivos donde ingresaste, también en este.',
  button: 'Cerrar sesión en todos los dispositivos',
  title: '¿Cerrar sesión en todos los dispositivos?',
  description:
    'Vamos a cerrar tu sesión en todos los dispositivos donde ingresaste, también en este. Para volver a usar el portal vas a tener que ingresar de nuevo.',
  confirm: 'Cerrar todas las sesiones',
  retry: 'Reintentar',
  cancel: 'Cancelar',
  ending: 'Cerrando tus sesiones...',
  failed: 'No pudimos cerrar tus sesiones',
  stillSignedIn: 'Tu sesión sigue abierta en este dispositivo.',
} as const;

/**
 * /perfil's 'Cerrar sesión en todos los dispositivos', confirmed in a dialog: the service ends
 * every session of the account, then this browser signs out and loads `afterSignOut`. A failure
 * keeps the resident signed in, says so in the dialog and offers another try.
 */
export function SignOutEverywhere({ afterSignOut }: { afterSignOut: string }) {
  const [open, setOpen] = useState(false);
  const request = useProfileFormStore((state) => state.signOutEverywhere);
  const endEverySession = useProfileFormStore((state) => state.endEverySession);
  const dismiss = useProfileFormStore((state) => state.dismissSignOutEverywhere);
  const ending = request.status === 'ending';
  const texts = SIGN_OUT_EVERYWHERE_TEXTS;

  function changeOpen(next: boolean) {
    // While the service works the dialog stays: the answer decides where the resident goes.
    if (ending) return;
    setOpen(next);
    if (!next) dismiss();
  }

  return (
    <section aria-labelledby="perfil-sesiones" className={styles.section}>
      <h2 id="perfil-sesiones" className={styles.sectionTitle}>
        {texts.heading}
      </h2>
      <p className={styles.sessionsIntro}>{texts.intro}</p>
      <div>
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {texts.button}
        </Button>
      </div>
      <Dialog
        open={open}
        onOpenChange={changeOpen}
        role="alertdialog"
        title={texts.title}
        description={texts.description}
        hideClose
        footer={
          <>
            <Button variant="secondary" onClick={() => changeOpen(false)} disabled={ending}>
              {texts.cancel}
            </Button>
            <Button variant="danger" busy={ending} onClick={() => void endEverySession(afterSignOut)}>
              {request.status === 'error' ? texts.retry : texts.confirm}
            </Button>
          </>
        }
      >
        {request.status === 'error' ? <Banner title={texts.failed}>{`${request.error.message} ${texts.stillSignedIn}`}</Banner> : null}
        <p role="status" className={styles.sessionsStatus}>
          {ending ? texts.ending : ''}
        </p>
      </Dialog>
    </section>
  );
}
