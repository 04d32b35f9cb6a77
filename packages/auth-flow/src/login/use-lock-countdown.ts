import { useHydrated } from '@portal/ui-kit';
import { useEffect, useState } from 'react';
import { useAuthStore } from '../store';

/**
 * Seconds left on the 403 lock, ticking each second; 0 when not locked. Ends the lock at 0.
 * The lock is kept in the browser's storage: a prerendered login page is drawn, and hydrated,
 * unlocked, and shows the lock in the render right after.
 */
export function useLockCountdown(): number {
  const hydrated = useHydrated();
  const lockedUntil = useAuthStore((s) => s.lockedUntil);
  const expireLock = useAuthStore((s) => s.expireLock);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (lockedUntil === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [lockedUntil]);

  const remaining = lockedUntil === null ? 0 : Math.max(0, Math.ceil((lockedUntil - now) / 1000));

  useEffect(() => {
    if (lockedUntil !== null && remaining === 0) expireLock();
  }, [lockedUntil, remaining, expireLock]);

  return hydrated ? remaining : 0;
}

/** 299 → '4:59' (the countdown of docs/product.md#lock, minutes and seconds). */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}

/** The minute-grained text screen readers hear: at the start and once a minute, not each second. */
export function lockAnnouncement(seconds: number): string {
  if (seconds <= 0) return '';
  const minutes = Math.ceil(seconds / 60);
  return `Ingreso bloqueado. Podrás volver a intentar en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}
