import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';

/** An editor page's title, with the way back to its list. */
export function EditorHeader({
  title,
  backTo,
  backLabel,
}: {
  title: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <PageHeader
      title={title}
      actions={
        <Link className="button button-ghost" to={backTo}>
          {backLabel}
        </Link>
      }
    />
  );
}
