import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** Copies the link; the button says whether it worked (some browsers refuse the clipboard). */
export function CopyLinkButton({ text }: { text: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <Button className="referral-share__copy" data-testid="referral-copy" onClick={() => void copy()}>
        {state === 'copied' ? t('referral_copied') : t('referral_copy')}
      </Button>
      <span className="referral-share__feedback" role="status" data-testid="referral-copy-status">
        {state === 'copied' ? t('referral_copied_note') : state === 'failed' ? t('referral_copy_failed') : ''}
      </span>
    </>
  );
}
