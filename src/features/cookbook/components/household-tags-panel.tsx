import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { selectCanManageHousehold, useHousehold } from '@/features/household';
import { ErrorBox } from '@/ui/error-box';
import { Spinner } from '@/ui/spinner';
import { selectTagsStatus, selectTagWriteError } from '../store/selectors';
import { useCookbook } from '../store';
import { TagListEditor } from './tag-list-editor';

/**
 * The household settings' 'Tags' panel (spec A §2): everyone sees the tags, owners manage them.
 * The shell already follows the household's cookbook, so this only reads it.
 */
export function HouseholdTagsPanel() {
  const { t } = useTranslation();
  const headingId = useId();
  const canManage = useHousehold(selectCanManageHousehold);
  const status = useCookbook(selectTagsStatus);
  const { error, clearError } = useCookbook(useShallow(selectTagWriteError));

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5">
      <h2 id={headingId} className="text-xl font-semibold text-stone-900">
        {t('household.tags.title')}
      </h2>
      {error && (
        <ErrorBox onDismiss={clearError} dismissLabel={t('cookbook.close')}>
          {t(error)}
        </ErrorBox>
      )}
      {status === 'loading' ? (
        <Spinner />
      ) : status === 'failed' ? (
        <ErrorBox>{t('cookbook.errors.load')}</ErrorBox>
      ) : (
        <TagListEditor canManage={canManage} canCreate={canManage} />
      )}
    </section>
  );
}
