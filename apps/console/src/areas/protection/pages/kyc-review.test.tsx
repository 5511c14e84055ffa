import type { TOpsKycMember, TOpsKycQueueRow } from '@kirin/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockOps, type TMockCall } from '../../../test/mock-ops';
import { DEMO_MERCHANTS, meAnswer, renderConsole, signInAs } from '../../../test/render-console';

const BASE = '/merchants/demo/protection/kyc';

function row(memberId: string, status: TOpsKycQueueRow['status']): TOpsKycQueueRow {
  return {
    memberId,
    username: `member${memberId}`,
    realName: `Real ${memberId}`,
    status,
    submittedAt: '2026-11-27T01:00:00.000Z',
    reviewedAt: null,
    pendingDocuments: status === 'pending' ? 2 : 0,
  };
}

function member(status: TOpsKycMember['status'] = 'pending'): TOpsKycMember {
  return {
    memberId: '5',
    username: 'member5',
    realName: 'Tran Thi Binh',
    birthday: '1990-04-01',
    details: {
      address: '12 Nguyen Hue',
      nationality: 'VN',
      occupation: 'other',
      occupationOther: 'Tea farmer',
      sourceOfIncome: 'salary',
      sourceOfIncomeOther: null,
    },
    status,
    reason: null,
    reviewedAt: null,
    reviewedBy: null,
    documents: [
      {
        id: '31',
        kind: 'id_front',
        status: 'pending',
        mimeType: 'image/png',
        sizeBytes: 2048,
        uploadedAt: '2026-11-27T01:00:00.000Z',
      },
      {
        id: '32',
        kind: 'proof_of_address',
        status: 'pending',
        mimeType: 'application/pdf',
        sizeBytes: 4096,
        uploadedAt: '2026-11-27T01:05:00.000Z',
      },
    ],
  };
}

// jsdom has no blob URLs; the documents only need one to exist.
beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:document');
  URL.revokeObjectURL = vi.fn();
});

function serve(role: Parameters<typeof signInAs>[0], handlers: Record<string, unknown> = {}) {
  const operator = signInAs(role);
  return mockOps({
    'GET /merchants': DEMO_MERCHANTS,
    'GET /auth/me': meAnswer(operator),
    [`GET ${BASE}/5`]: member(),
    [`GET ${BASE}/5/documents/31`]: {},
    [`GET ${BASE}/5/documents/32`]: {},
    ...handlers,
  });
}

describe('KYC review', () => {
  it('lists the queue as the server orders it, filters by status there, and links each member', async () => {
    const ops = serve('finance', {
      [`GET ${BASE}`]: (call: TMockCall) => ({
        list: [row('5', 'pending'), row('6', 'rejected')],
        total: 2,
        page: Number(call.query.get('page')),
        pageSize: 20,
      }),
    });
    renderConsole('/demo/protection/kyc');
    const table = await screen.findByRole('table', { name: 'KYC review' });
    expect(await within(table).findByRole('link', { name: 'member5' })).toHaveAttribute(
      'href',
      '/console/demo/protection/kyc/5',
    );
    expect(within(table).getByText('Waiting for review')).toBeInTheDocument();
    expect(within(table).getByText('Rejected')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'pending');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(ops.callsTo(`GET ${BASE}`).at(-1)?.query.get('status')).toBe('pending'));
  });

  it("shows a member's identity and documents: the image inline, the pdf as a link", async () => {
    serve('support');
    renderConsole('/demo/protection/kyc/5');
    const identity = await screen.findByRole('region', { name: 'Identity' });
    expect(within(identity).getByText('Tran Thi Binh')).toBeInTheDocument();
    expect(within(identity).getByText('Tea farmer')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Identity document (front)' })).toHaveAttribute(
      'src',
      'blob:document',
    );
    expect(await screen.findByRole('link', { name: 'Open the PDF' })).toHaveAttribute(
      'href',
      'blob:document',
    );
  });

  it('rejects a pending member only with a reason, which then shows', async () => {
    let current = member();
    const ops = serve('support', {
      [`GET ${BASE}/5`]: () => current,
      [`POST ${BASE}/5/review`]: (call: TMockCall) => {
        const body = call.body as { decision: 'verified' | 'rejected'; reason?: string };
        current = { ...member(body.decision), reason: body.reason ?? null, reviewedBy: 'support1' };
        return { status: body.decision };
      },
    });
    renderConsole('/demo/protection/kyc/5');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(ops.callsTo(`POST ${BASE}/5/review`)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox'), 'The photo is blurred');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(ops.callsTo(`POST ${BASE}/5/review`)[0]?.body).toEqual({
        decision: 'rejected',
        reason: 'The photo is blurred',
      }),
    );
    const identity = screen.getByRole('region', { name: 'Identity' });
    expect(await within(identity).findByText('The photo is blurred')).toBeInTheDocument();
    expect(within(identity).queryByRole('button', { name: 'Verify' })).toBeNull();
  });

  it('verifies a pending member without a reason', async () => {
    const ops = serve('owner', { [`POST ${BASE}/5/review`]: { status: 'verified' } });
    renderConsole('/demo/protection/kyc/5');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(ops.callsTo(`POST ${BASE}/5/review`)[0]?.body).toEqual({ decision: 'verified' }),
    );
  });

  it('lets finance read but not decide', async () => {
    serve('finance');
    renderConsole('/demo/protection/kyc/5');
    expect(await screen.findByRole('region', { name: 'Identity' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});
