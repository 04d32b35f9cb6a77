// biome-ignore-all assist/source/organizeImports: the import order here is the order of the stylesheets vanilla-extract emits, and a later rule wins a tie; sorting would change which one.
import { formatDate } from './dates';
import { expiryStatus } from './expiry';
import * as styles from './shared.css';
import * as noticeStyles from './expiry-notice.css';

/** The licence's expiry: the date, the days left, and a mark when it is near or past. */
export function ExpiryNotice({ expiry, days }: { expiry: string; days: number }) {
  const status = expiryStatus(days);
  return (
    <div className={`${noticeStyles.notice} ${noticeStyles.tone[status.tone]}`}>
      {status.mark ? <span className={`${styles.mark} ${styles.tone[status.tone]}`}>{status.mark}</span> : null}
      <p className={noticeStyles.date}>
        {days < 0 ? 'Venció el ' : 'Vence el '}
        <time dateTime={expiry}>{formatDate(expiry)}</time>
      </p>
      <p className={noticeStyles.days}>{status.daysText}</p>
    </div>
  );
}
