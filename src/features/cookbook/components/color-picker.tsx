import { useTranslation } from 'react-i18next';
import { tagColorPresets } from '@/domain/recipes/tag-colors';

/** The 8 preset colours as a radio group (spec A §5). */
export function ColorPicker({ value, onChange, name }: { value: string; onChange: (color: string) => void; name: string }) {
  const { t } = useTranslation();
  return (
    <div role="radiogroup" aria-label={t('cookbook.tagColor')} className="flex flex-wrap gap-2">
      {tagColorPresets.map((color) => (
        <label key={color} className="cursor-pointer">
          <input type="radio" name={name} value={color} checked={value === color} onChange={() => onChange(color)} className="peer sr-only" aria-label={t('cookbook.colorOption', { color })} />
          <span className="block h-8 w-8 rounded-full ring-offset-2 peer-checked:ring-2 peer-checked:ring-stone-900 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600" style={{ backgroundColor: color }} />
        </label>
      ))}
    </div>
  );
}
