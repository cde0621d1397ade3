import { useTranslation } from 'react-i18next';
import { tagColorPresets } from '@/domain/cookbook/tag-colors';
import { ColorSwatchGroup } from '@/ui/form/color-swatch-group';

/** The 8 preset colours as a radio group (spec A §5). */
export function ColorPicker({ value, onChange, name }: { value: string; onChange: (color: string) => void; name: string }) {
  const { t } = useTranslation();
  return (
    <ColorSwatchGroup
      label={t('cookbook.tagColor')}
      name={name}
      colors={tagColorPresets}
      value={value}
      onChange={onChange}
      colorLabel={(color) => t('cookbook.colorOption', { color })}
    />
  );
}
