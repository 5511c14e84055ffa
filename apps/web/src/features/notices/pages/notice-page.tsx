import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page';
import { Spinner } from '../../../components/ui/spinner';
import { useAnnouncements } from '../api/get-announcements';
import { NoticeBoard } from '../components/notice-board';

/** Notices (/noticePage): the player notices, nine a page, the chosen one's content beside the list. */
export function NoticePage() {
  const { t, i18n } = useTranslation();
  const announcements = useAnnouncements(i18n.language);
  return (
    <Page routeName="noticePage" title={t('nav_notices')}>
      {announcements.isPending ? <Spinner /> : <NoticeBoard notices={announcements.data?.player ?? []} />}
    </Page>
  );
}
