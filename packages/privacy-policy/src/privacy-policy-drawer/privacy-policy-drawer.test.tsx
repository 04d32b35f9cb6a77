import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PrivacyPolicyDrawer } from './privacy-policy-drawer';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PrivacyPolicyDrawer', () => {
  it('formats its date only once it opens, never while a page draws it closed', () => {
    const Real = Intl.DateTimeFormat;
    const formats = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function made(
      ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
    ) {
      return new Real(...args);
    } as unknown as typeof Intl.DateTimeFormat);
    const { rerender } = render(<PrivacyPolicyDrawer open={false} onOpenChange={() => {}} />);
    expect(formats).not.toHaveBeenCalled();
    rerender(<PrivacyPolicyDrawer open onOpenChange={() => {}} />);
    expect(screen.getByText('Última actualización: 2 de diciembre de 2026')).toBeInTheDocument();
    expect(formats).toHaveBeenCalled();
  });
});
