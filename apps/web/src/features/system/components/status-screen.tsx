import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon, type TIconName } from '../../../components/ui/icon';
import { useCustomerService } from '../../../lib/use-customer-service';

type TStatusScreenProps = {
  testId: string;
  icon: TIconName;
  title: string;
  children: ReactNode;
};

/** The frame of the non-normal system pages: a message and the Contact Us button. */
export function StatusScreen({ testId, icon, title, children }: TStatusScreenProps) {
  const { t } = useTranslation();
  const customerService = useCustomerService();
  return (
    <main className="status-screen" data-testid={testId}>
      <div className="status-screen__card">
        <span className="status-screen__icon">
          <Icon name={icon} size={34} />
        </span>
        <h1 className="status-screen__title">{title}</h1>
        {children}
        <Button
          data-testid="contact-us"
          onClick={customerService.open}
          disabled={!customerService.isAvailable}
        >
          {t('contact_us')}
        </Button>
      </div>
    </main>
  );
}
