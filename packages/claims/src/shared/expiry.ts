import { EXPIRY_WARNING_DAYS } from './dates';

type ExpiryTone = 'expired' | 'soon' | 'valid';

export interface ExpiryStatus {
  tone: ExpiryTone;
  /** The mark that says why it stands out ('Vencida', 'Vence pronto'); null when valid. */
  mark: string | null;
  /** 'Faltan 21 días', 'Vence hoy', 'Venció hace 3 días'. */
  daysText: string;
}

/** How the licence's expiry reads, from the service's days left (negative when past). */
export function expiryStatus(days: number): ExpiryStatus {
  if (days < 0) {
    return { tone: 'expired', mark: 'Vencida', daysText: days === -1 ? 'Venció ayer' : `Venció hace ${-days} días` };
  }
  const daysText = days === 0 ? 'Vence hoy' : days === 1 ? 'Falta 1 día' : `Faltan ${days} días`;
  return days <= EXPIRY_WARNING_DAYS ? { tone: 'soon', mark: 'Vence pronto', daysText } : { tone: 'valid', mark: null, daysText };
}
