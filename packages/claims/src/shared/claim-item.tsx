// biome-ignore-all assist/source/organizeImports: the import order here is the order of the stylesheets vanilla-extract emits, and a later rule wins a tie; sorting would change which one.
import type { Claim } from '@portal/api-client';
import { Link, type To } from 'react-router';
import { formatDate, relativeDays } from './dates';
import * as styles from './claim-item.css';

export interface ClaimItemProps {
  claim: Claim;
  /** Days from today when the claim is within the highlight window, else null. */
  highlight: number | null;
  /** Where the claim's details open. */
  to: To;
  /** Router state passed with the link (the list uses it to close the details with Back). */
  linkState?: unknown;
}

/** One claim: 'category - subcategory', its date and state, and why it is highlighted. */
export function ClaimItem({ claim, highlight, to, linkState }: ClaimItemProps) {
  const highlighted = highlight !== null;
  return (
    <li className={highlighted ? `${styles.item} ${styles.highlighted}` : styles.item}>
      <Link className={styles.name} to={to} state={linkState}>
        {claim.categoria} - {claim.subcategoria}
      </Link>
      <p className={styles.meta}>
        <time dateTime={claim.fecha}>{formatDate(claim.fecha, claim.formatted_fecha)}</time>
        <span aria-hidden="true"> · </span>
        <span>Estado: {claim.estado}</span>
      </p>
      {highlighted ? (
        <p className={styles.note}>
          <span className={styles.noteMark} aria-hidden="true">
            ★
          </span>{' '}
          Fecha cercana: {relativeDays(highlight)}
        </p>
      ) : null}
    </li>
  );
}
