import { useTranslation } from 'react-i18next';
import { subscriptionStatusColor, subscriptionStatusLabelKey, type StatusColor } from '@/domain/billing/subscription-status';

// Written out whole so the style sheet keeps them; text at 4.5:1 or more on its background.
const badgeClasses: Readonly<Record<StatusColor, string>> = {
  green: 'bg-green-100 text-green-800',
  blue: 'bg-blue-100 text-blue-800',
  yellow: 'bg-yellow-100 text-yellow-900',
  red: 'bg-red-100 text-red-800',
  purple: 'bg-purple-100 text-purple-800',
  orange: 'bg-orange-100 text-orange-900',
  gray: 'bg-stone-200 text-stone-800',
};

/** The subscription status with the label and colour of spec A §4; an unknown status shows as it came, in grey. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const labelKey = subscriptionStatusLabelKey(status);
  return <span className={`inline-flex rounded-full px-3 py-1 text-sm font-medium ${badgeClasses[subscriptionStatusColor(status)]}`}>{labelKey ? t(labelKey) : status}</span>;
}
