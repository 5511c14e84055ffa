import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TOperatorRole } from '@kirin/contracts';
import { mockOps } from '../../../test/mock-ops';
import { DEMO_MERCHANTS, meAnswer, renderConsole, signInAs } from '../../../test/render-console';
import { mockMerchantOps } from '../test/merchant-ops';

describe('the merchant area in the menu', () => {
  it.each<TOperatorRole>(['finance', 'support', 'content'])(
    'is hidden from %s, whose address is refused',
    async (role) => {
      const operator = signInAs(role);
      mockOps({ 'GET /merchants': DEMO_MERCHANTS, 'GET /auth/me': meAnswer(operator) });
      renderConsole('/demo/merchant/brand');
      expect(await screen.findByRole('heading', { name: 'Not your area' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Brand' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Domains' })).not.toBeInTheDocument();
    },
  );

  it.each<TOperatorRole>(['owner', 'auditor'])('is listed for %s', async (role) => {
    mockMerchantOps(role);
    renderConsole('/demo/merchant/brand');
    expect(await screen.findByRole('link', { name: 'Maintenance and regions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sealing key' })).toBeInTheDocument();
  });
});
