import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { groceryCategoryColors } from '@/domain/grocery/categories';
import { CUPBOARD_LABEL_KEY } from '@/domain/grocery/cupboard';
import type { ListPreview, ListPreviewGroup } from '@/domain/grocery/list-preview';
import { Spinner } from '@/ui/spinner';
import { Tabs } from '@/ui/tabs';
import { usePageTitle } from '@/ui/use-page-title';
import { useLastShownList } from '../hooks/use-last-shown-list';
import { AisleSection } from './aisle-section';
import { CUPBOARD_COLOR } from './cupboard-color';

type PreviewLine = ListPreviewGroup['lines'][number];

/** A line as it was drawn, its box shown but not yet tickable: the live list takes over in a moment. */
function PreviewRow({ line }: { line: PreviewLine }) {
  const id = useId();
  const done = line.ticked ? 'text-stone-500 line-through' : '';
  const described = [line.amount && `${id}-amount`, line.summary && `${id}-sources`].filter(Boolean).join(' ');
  return (
    <li className="flex items-center gap-3 px-4">
      <label className="flex min-h-11 flex-1 items-center gap-3 py-2">
        <input type="checkbox" checked={line.ticked} disabled readOnly aria-labelledby={`${id}-name`} aria-describedby={described || undefined} className="size-5 shrink-0 accent-brand-600" />
        <span className="min-w-0 flex-1">
          <span id={`${id}-name`} className={`block break-words ${done || 'text-stone-900'}`}>
            {line.name}
          </span>
          {line.summary && (
            <span id={`${id}-sources`} className="block text-xs text-stone-600">
              {line.summary}
            </span>
          )}
        </span>
        {line.amount && (
          <span id={`${id}-amount`} className={`shrink-0 text-sm font-medium whitespace-nowrap ${done || 'text-stone-700'}`}>
            {line.amount}
          </span>
        )}
      </label>
    </li>
  );
}

function PreviewGroup({ group }: { group: ListPreviewGroup }) {
  const { t } = useTranslation();
  if (group.kind === 'inCupboard') {
    return (
      <div className="flex min-h-11 items-center gap-2 rounded-xl border border-l-4 border-stone-200 bg-white px-4 py-2 text-sm font-semibold text-stone-800" style={{ borderLeftColor: CUPBOARD_COLOR }}>
        <span aria-hidden="true" className="size-3 shrink-0 rounded-full" style={{ backgroundColor: CUPBOARD_COLOR }} />
        {t('grocery.inCupboardCount', { count: group.lines.length })}
      </div>
    );
  }
  const heading =
    group.kind === 'aisle' ? { labelKey: `categories.${group.category}`, color: groceryCategoryColors[group.category] } : { labelKey: CUPBOARD_LABEL_KEY, color: CUPBOARD_COLOR };
  return (
    <AisleSection group={heading}>
      {group.lines.map((line) => (
        <PreviewRow key={line.key} line={line} />
      ))}
    </AisleSection>
  );
}

/**
 * The list as this device last showed it, while the session and the live list are on their way
 * (README, "A screen before the session answers"): the same page, read-only and
 * marked busy, so a shopper reads the list at once and ticks it a moment later.
 */
export function GroceryListPreview({ preview }: { preview: ListPreview }) {
  const { t } = useTranslation();
  usePageTitle(t('grocery.title'));
  const tabs = [
    { key: 'categories', label: t('grocery.tabs.categories') },
    { key: 'recipes', label: t('grocery.tabs.recipes') },
    { key: 'cupboard', label: t('grocery.tabs.cupboard'), to: paths.cupboard.href() },
  ] as const;
  return (
    <section data-preview aria-busy="true" className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold text-stone-900">{t('grocery.title')}</h1>
        <p className="text-stone-600">{preview.name}</p>
      </div>
      <Tabs label={t('grocery.tabsLabel')} tabs={tabs} selected="categories">
        <div className="flex flex-col gap-4">
          {preview.groups.map((group) => (
            <PreviewGroup key={group.kind === 'aisle' ? group.category : group.kind} group={group} />
          ))}
        </div>
      </Tabs>
    </section>
  );
}

/** /grocery-list-v2 while the session loads: the list this device last showed, or the spinner. */
export function GroceryListHeadStart() {
  const preview = useLastShownList(null);
  return preview ? <GroceryListPreview preview={preview} /> : <Spinner />;
}
