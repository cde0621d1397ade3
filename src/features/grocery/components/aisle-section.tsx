import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface AisleSectionProps {
  group: { labelKey: string; color: string };
  /** On paper the aisle keeps its swatch but loses the card: a heading and its lines, never split. */
  printable?: boolean;
  /** The aisle's lines, list items. */
  children: ReactNode;
}

/** One aisle of a list (spec B §3): a card edged with the aisle's colour, its name (dark on white) beside a swatch, its lines. */
export function AisleSection({ group, printable = false, children }: AisleSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`overflow-hidden rounded-xl border border-l-4 border-stone-200 bg-white${printable ? ' print:break-inside-avoid print:rounded-none print:border-0' : ''}`}
      style={{ borderLeftColor: group.color }}
    >
      <h2 id={headingId} className={`flex items-center gap-2 px-4 pt-3 pb-1 text-sm font-semibold text-stone-800${printable ? ' print:px-0' : ''}`}>
        <span aria-hidden="true" className="size-3 shrink-0 rounded-full" style={{ backgroundColor: group.color }} />
        {t(group.labelKey)}
      </h2>
      <ul className="divide-y divide-stone-100">{children}</ul>
    </section>
  );
}
