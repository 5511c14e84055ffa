import type { TOperatorRole } from '@kirin/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../test/render-console';
import { mockPlatformOps } from '../test/platform-ops';

describe('the platform area in the menu', () => {
  it.each<TOperatorRole>(['finance', 'support', 'content'])(
    'is hidden from %s, whose address is refused',
    async (role) => {
      mockPlatformOps(role);
      renderConsole('/demo/platform/audit');
      expect(await screen.findByRole('heading', { name: 'Not your area' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Operators' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
    },
  );

  it.each<TOperatorRole>(['owner', 'auditor'])('is listed for %s', async (role) => {
    mockPlatformOps(role, { 'GET /operators': [] });
    renderConsole('/demo/platform/operators');
    expect(await screen.findByRole('link', { name: 'Audit log' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Message outbox' })).toBeInTheDocument();
  });
});
