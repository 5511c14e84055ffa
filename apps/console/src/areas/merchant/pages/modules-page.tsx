import type { TModuleNode } from '@kirin/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { flattenModules, isKnownModule, missingModules, setModuleEnabled } from './module-tree';
import { SettingsFormPage, type TSettingsForm } from './settings-form-page';

function ModuleFields({ form }: { form: TSettingsForm }) {
  const { t } = useTranslation('merchant');
  // ZModuleNode is typed by its output only (a recursive z.lazy), so the form sees its input as unknown[]; the
  // value is the stored tree, parsed by the detail answer's schema.
  const modules = form.watch('modules') as TModuleNode[];
  const change = (next: TModuleNode[]) => form.setValue('modules', next, { shouldDirty: true });
  const label = (modId: string) => (isKnownModule(modId) ? t(`modules.names.${modId}`) : modId);
  const hint = (modId: string) => (isKnownModule(modId) ? t(`modules.hints.${modId}`) : undefined);
  const missing = missingModules(modules);
  return (
    <>
      <fieldset className="form-section">
        <legend>{t('modules.tree')}</legend>
        <ul className="module-tree">
          {flattenModules(modules).map(({ path, node, depth }) => (
            <li key={path.join('.')} style={{ '--depth': depth } as CSSProperties}>
              <CheckboxField
                label={
                  <>
                    {label(node.modId)} <span className="module-id">{node.modId}</span>
                  </>
                }
                hint={hint(node.modId)}
                checked={node.enabled === '1'}
                onChange={(event) => change(setModuleEnabled(modules, path, event.target.checked))}
              />
            </li>
          ))}
        </ul>
      </fieldset>
      {missing.length > 0 ? (
        <fieldset className="form-section">
          <legend>{t('modules.missing')}</legend>
          <p className="field-hint">{t('modules.missingHint')}</p>
          <ul className="module-tree">
            {missing.map((modId) => (
              <li key={modId}>
                <CheckboxField
                  label={
                    <>
                      {label(modId)} <span className="module-id">{modId}</span>
                    </>
                  }
                  hint={hint(modId)}
                  checked={false}
                  onChange={() => change([...modules, { modId, enabled: '1', childrenNodes: [] }])}
                />
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
    </>
  );
}

/** The merchant's modules and flags (MANPLAYREB3, MOBILENUMREG3, ...): the tree the site reads, switched here. */
export default function ModulesPage() {
  const { t } = useTranslation('merchant');
  return (
    <SettingsFormPage title={t('modules.title')} lead={t('modules.lead')}>
      {(form) => <ModuleFields form={form} />}
    </SettingsFormPage>
  );
}
