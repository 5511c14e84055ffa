import { canReachOperatorArea, OPERATOR_ROLES } from '@kirin/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_AREAS } from '../../areas/registry';
import { mockOps } from '../../test/mock-ops';
import { DEMO_MERCHANTS, meAnswer, renderConsole, signInAs } from '../../test/render-console';

describe('the menu by role', () => {
  it.each(OPERATOR_ROLES)('offers %s exactly the areas the server lets it read', async (role) => {
    const operator = signInAs(role);
    mockOps({ 'GET /merchants': DEMO_MERCHANTS, 'GET /auth/me': meAnswer(operator) });
    renderConsole('/demo/account');
    const menu = await screen.findByRole('navigation', { name: 'Areas' });
    const shown = within(menu)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent ?? '');
    // The server's own table decides: every area of the role and no other (the auditor reads them all).
    const expected = CONSOLE_AREAS.filter((area) => canReachOperatorArea(role, area.operatorArea, true)).map(
      (area) => `${area.icon}${(area.nav.EN.nav as Record<string, string>).area}`,
    );
    expect(shown).toEqual(expected);
    expect(shown.length).toBeGreaterThan(0);
    if (role === 'content') expect(shown.join()).not.toMatch(/Money/);
    if (role === 'finance') expect(shown.join()).not.toMatch(/Content/);
  });
});
