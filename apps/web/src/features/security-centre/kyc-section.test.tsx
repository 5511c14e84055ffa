import type { TKycState } from '@kirin/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { KYC_NONE, renderSecurityCentre, requestsTo } from './security-centre.test-support';

const PENDING: TKycState = {
  status: 'pending',
  reason: null,
  reviewedAt: null,
  documents: [
    {
      id: '7',
      kind: 'id_front',
      status: 'pending',
      mimeType: 'image/png',
      sizeBytes: 2048,
      uploadedAt: '2026-11-20T03:00:00.000Z',
    },
  ],
};

const png = (bytes = 2048, name = 'front.png', type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

/** The card, and a user that may pick any file (the picker's `accept` is only a hint; the form checks). */
async function kycCard(...args: Parameters<typeof renderSecurityCentre>) {
  const view = renderSecurityCentre(...args);
  const card = await screen.findByTestId('security-kyc');
  await within(card).findByTestId('kyc-status');
  return { ...view, card, user: userEvent.setup({ applyAccept: false }) };
}

describe('security centre: verify your identity', () => {
  it('uploads a document of the chosen kind and shows it waiting for review', async () => {
    const { card, user, fetchMock, answers } = await kycCard();
    expect(within(card).getByTestId('kyc-status')).toHaveTextContent('Not verified');
    expect(within(card).getByText('No documents uploaded yet.')).toBeInTheDocument();
    expect(within(card).getByTestId('kyc-file')).toHaveAttribute(
      'accept',
      expect.stringContaining('application/pdf'),
    );

    await user.selectOptions(within(card).getByTestId('kyc-kind'), 'id_front');
    await user.upload(within(card).getByTestId('kyc-file'), png());
    answers['/wps/protection/kyc/documents'] = { value: PENDING };
    await user.click(within(card).getByTestId('kyc-upload'));

    expect(await within(card).findByText('Your document has been uploaded.')).toBeInTheDocument();
    const [sent] = requestsTo(fetchMock, '/wps/protection/kyc/documents');
    expect(sent?.method).toBe('POST');
    const form = sent?.body as FormData;
    expect(form.get('kind')).toBe('id_front');
    expect((form.get('file') as File).name).toBe('front.png');
    expect(within(card).getByTestId('kyc-status')).toHaveTextContent('Under review');
    const row = within(card).getByTestId('kyc-document-7');
    expect(row).toHaveTextContent('Identity document (front)');
    expect(row).toHaveTextContent('Waiting for review');
  });

  it('refuses a missing kind, a file over 5 MB and a file that is not png, jpg or pdf, before sending', async () => {
    const { card, user, fetchMock } = await kycCard();
    await user.upload(within(card).getByTestId('kyc-file'), png());
    await user.click(within(card).getByTestId('kyc-upload'));
    expect(await within(card).findByText('Please choose the document type')).toBeInTheDocument();

    await user.selectOptions(within(card).getByTestId('kyc-kind'), 'selfie_with_id');
    await user.upload(
      within(card).getByTestId('kyc-file'),
      png(5 * 1024 * 1024 + 1, 'big.jpg', 'image/jpeg'),
    );
    await user.click(within(card).getByTestId('kyc-upload'));
    expect(await within(card).findByText('The file is larger than 5 MB.')).toBeInTheDocument();

    await user.upload(
      within(card).getByTestId('kyc-file'),
      png(100, 'setup.exe', 'application/x-msdownload'),
    );
    await user.click(within(card).getByTestId('kyc-upload'));
    expect(await within(card).findByText('Only png, jpg or pdf files are accepted.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/wps/protection/kyc/documents')).toHaveLength(0);
  });

  it("shows the server's refusal of the content under the file", async () => {
    const { card, user } = await kycCard(
      {},
      {
        '/wps/protection/kyc/documents': {
          failure: { code: 'KYC_DOCUMENT_TYPE_NOT_ALLOWED', message: 'kyc_document_type_not_allowed' },
        },
      },
    );
    await user.selectOptions(within(card).getByTestId('kyc-kind'), 'id_back');
    await user.upload(within(card).getByTestId('kyc-file'), png(64, 'renamed.png'));
    await user.click(within(card).getByTestId('kyc-upload'));
    const field = within(card).getByTestId('kyc-file').closest('.account-field') as HTMLElement;
    expect(await within(field).findByRole('alert')).toHaveTextContent(
      'Only png, jpg or pdf files are accepted.',
    );
  });

  it("shows the operator's reason after a rejection and lets the member upload again", async () => {
    const { card } = await kycCard(
      {},
      {
        '/wps/protection/kyc': {
          value: { ...PENDING, status: 'rejected', reason: 'The photo is blurred', documents: [] },
        },
      },
    );
    expect(within(card).getByTestId('kyc-status')).toHaveTextContent('Not accepted');
    expect(within(card).getByTestId('kyc-reason')).toHaveTextContent(
      'Reason: The photo is blurred. Please upload new documents.',
    );
    expect(within(card).getByTestId('kyc-upload')).toBeEnabled();
  });

  it('takes no more documents once verified', async () => {
    const { card } = await kycCard(
      {},
      {
        '/wps/protection/kyc': { value: { ...PENDING, status: 'verified', documents: [] } },
      },
    );
    expect(within(card).getByTestId('kyc-status')).toHaveTextContent('Verified');
    expect(within(card).getByText('Your identity is verified. Thank you.')).toBeInTheDocument();
    expect(within(card).queryByTestId('kyc-upload')).toBeNull();
  });

  it('comes into view when the withdrawal page links to it', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    renderSecurityCentre({}, { '/wps/protection/kyc': { value: KYC_NONE } }, 'kyc');
    const card = await screen.findByTestId('security-kyc');
    await waitFor(() => expect(scrolled).toContain(card.parentElement));
  });
});
