import { Banner, Button, Dialog } from '@portal/ui-kit';
import { useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { PROFILE_PATHS } from '../paths';
import * as styles from './profile-page.css';
import type { SignOutEverywhereFailure } from './profile-page-action';

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
 * /perfil's 'Cerrar sesión en todos los dispositivos', confirmed in a dialog: the page's route
 * action (profile-page-action.ts) ends every session of the account, then this browser signs out
 * and loads the page the shell named afresh. A failure keeps the resident signed in, says so in
 * the dialog and offers another try.
 */
export function SignOutEverywhere() {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<SignOutEverywhereFailure>();
  // One request per click, however fast the clicks come: set until the action has answered.
  const sending = useRef(false);
  // Once every session has ended the page is loaded afresh, so the fetcher stays busy until then.
  const ending = fetcher.state !== 'idle';
  const failure = ending ? undefined : fetcher.data;
  const texts = SIGN_OUT_EVERYWHERE_TEXTS;

  function changeOpen(next: boolean) {
    // While the service works the dialog stays: the answer decides where the resident goes.
    if (ending) return;
    setOpen(next);
    // A failed attempt is forgotten with the dialog.
    if (!next) fetcher.reset();
  }

  function endEverySession() {
    if (ending || sending.current) return;
    sending.current = true;
    void fetcher.submit({}, { method: 'post', action: PROFILE_PATHS.profile }).finally(() => {
      sending.current = false;
    });
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
            <Button variant="danger" busy={ending} onClick={endEverySession}>
              {failure ? texts.retry : texts.confirm}
            </Button>
          </>
        }
      >
        {failure ? <Banner title={texts.failed}>{`${failure.error.message} ${texts.stillSignedIn}`}</Banner> : null}
        <p role="status" className={styles.sessionsStatus}>
          {ending ? texts.ending : ''}
        </p>
      </Dialog>
    </section>
  );
}
