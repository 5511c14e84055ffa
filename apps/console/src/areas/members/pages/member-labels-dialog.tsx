import { zodResolver } from '@hookform/resolvers/zod';
import {
  MEMBER_LABEL_MAX_CHARS,
  MEMBER_LABELS_MAX,
  ZMemberLabel,
  ZOpsMemberLabels,
  type TOpsMemberProfile,
} from '@kirin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorNote } from '../../../components/ui/error-note';
import { TextField } from '../../../components/ui/field';
import { membersKey } from '../api/members';
import { saveMemberLabels } from '../api/member-profile';

type TLabelProblem = 'labelEmpty' | 'labelTooLong' | 'labelRule' | 'labelsTooMany';

/** Why the contracts' label schema refused one label, in this area's words. */
function labelProblemOf(issue: z.core.$ZodIssue | undefined): TLabelProblem {
  if (issue?.code === 'too_big') return 'labelTooLong';
  if (issue?.code === 'too_small') return 'labelEmpty';
  return 'labelRule';
}

type TMemberLabelsDialogProps = {
  merchant: string;
  member: TOpsMemberProfile;
  onClose: () => void;
};

/**
 * Edits the member's labels as one set (the PUT replaces it): tags are added one at a time, each checked with
 * the contracts' label rule, and the whole set with the route's body schema before it is sent.
 */
export function MemberLabelsDialog({ merchant, member, onClose }: TMemberLabelsDialogProps) {
  const { t } = useTranslation('members');
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(ZOpsMemberLabels),
    defaultValues: { labels: member.labels },
  });
  const labels = form.watch('labels');
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<TLabelProblem | null>(null);
  const save = useMutation({
    mutationFn: (body: z.output<typeof ZOpsMemberLabels>) => saveMemberLabels(merchant, member.id, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: membersKey(merchant) });
      onClose();
    },
  });

  function add() {
    if (labels.length >= MEMBER_LABELS_MAX) return setProblem('labelsTooMany');
    const parsed = ZMemberLabel.safeParse(draft);
    if (!parsed.success) return setProblem(labelProblemOf(parsed.error.issues[0]));
    if (!labels.includes(parsed.data))
      form.setValue('labels', [...labels, parsed.data], { shouldDirty: true });
    setDraft('');
    setProblem(null);
  }
  function addOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter adds the tag typed; saving is the dialog's button.
    event.preventDefault();
    add();
  }
  const remove = (label: string) =>
    form.setValue(
      'labels',
      labels.filter((item) => item !== label),
      { shouldDirty: true },
    );
  const setError = form.formState.errors.labels;
  const formId = `member-labels-${member.id}`;

  return (
    <Dialog
      title={`${t('labels.title')}: ${member.username}`}
      isOpen
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('console:cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" isBusy={save.isPending}>
            {t('labels.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={form.handleSubmit((body) => save.mutate(body))}>
        <p className="field-hint">
          {t('labels.help', { max: MEMBER_LABELS_MAX, chars: MEMBER_LABEL_MAX_CHARS })}
        </p>
        {labels.length > 0 ? (
          <ul className="member-label-list" aria-label={t('labels.current')}>
            {labels.map((label) => (
              <li key={label} className="badge badge-neutral">
                {label}
                <Button
                  variant="ghost"
                  onClick={() => remove(label)}
                  aria-label={t('labels.remove', { label })}
                >
                  ×
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('labels.none')}</p>
        )}
        <div className="member-label-editor">
          <TextField
            label={t('labels.new')}
            value={draft}
            error={problem ? `members:labels.problems.${problem}` : undefined}
            onChange={(event) => {
              setDraft(event.target.value);
              setProblem(null);
            }}
            onKeyDown={addOnEnter}
          />
          <Button onClick={add}>{t('labels.add')}</Button>
        </div>
        {setError ? (
          <p className="field-error" role="alert">
            {t('labels.problems.invalidSet')}
          </p>
        ) : null}
        <ErrorNote error={save.error} />
      </form>
    </Dialog>
  );
}
