import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useFormatDateTime } from '../../../lib/merchant-time';
import { SafeHtml } from '../../content/components/safe-html';
import { useAgentAnnouncements } from '../api/agent-reports-api';
import { AgentReportFailure, AgentReportFrame } from '../components/agent-report-frame';

/** Announcement (agentAnnouncement): the merchant's notices for agents, live now, newest first. */
export function AgentAnnouncementPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const notices = useAgentAnnouncements();
  return (
    <AgentReportFrame page="agentAnnouncement" title={title}>
      {notices.isPending && <Spinner />}
      {notices.isError && <AgentReportFailure error={notices.error} onRetry={() => void notices.refetch()} />}
      {notices.data && notices.data.list.length === 0 && (
        <EmptyState message={t('agent_reports_no_announcements')} />
      )}
      {notices.data?.list.map((notice) => (
        <article className="agent-notice" key={notice.id} data-testid="agent-notice">
          <h4 className="agent-notice__title">{notice.title}</h4>
          <p className="agent-note">
            <time dateTime={notice.timestamp}>{formatTime(notice.timestamp)}</time>
          </p>
          <SafeHtml className="rich-text" html={notice.content} />
        </article>
      ))}
    </AgentReportFrame>
  );
}
