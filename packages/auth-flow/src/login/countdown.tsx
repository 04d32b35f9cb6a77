import * as styles from './login-screen.css';
import { formatCountdown } from './use-lock-countdown';

/** 'Podrás volver a intentar en m:ss', in the lock notice and in the lock dialog. */
export function Countdown({ seconds }: { seconds: number }) {
  return (
    <>
      Podrás volver a intentar en <span className={styles.countdown}>{formatCountdown(seconds)}</span>
    </>
  );
}
