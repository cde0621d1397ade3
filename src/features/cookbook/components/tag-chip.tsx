import type { CookbookTag } from '@/domain/cookbook/cookbook-tag';

export function TagChip({ tag, selected, onClick }: { tag: Pick<CookbookTag, 'name' | 'color'>; selected?: boolean; onClick?: () => void }) {
  const content = (
    <>
      <span className="h-2.5 w-2.5 rounded-full" style={{ backgroundColor: tag.color }} aria-hidden="true" />
      {tag.name}
    </>
  );
  const className = `inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm ${selected ? 'border-stone-900 bg-stone-900 text-white' : 'border-stone-300 bg-white text-stone-800'}`;
  return onClick ? (
    <button type="button" aria-pressed={selected} onClick={onClick} className={`${className} hover:border-stone-500`}>
      {content}
    </button>
  ) : (
    <span className={className}>{content}</span>
  );
}
