interface ColorSwatchGroupProps {
  /** Names the group for assistive technology; the swatches speak for themselves on screen. */
  label: string;
  /** The radio group's name, unique on the page. */
  name: string;
  colors: readonly string[];
  value: string;
  onChange: (color: string) => void;
  /** The accessible name of one swatch. */
  colorLabel: (color: string) => string;
}

/** A choice of colours as a radio group of round swatches. */
export function ColorSwatchGroup({ label, name, colors, value, onChange, colorLabel }: ColorSwatchGroupProps) {
  return (
    <div role="radiogroup" aria-label={label} className="flex flex-wrap gap-2">
      {colors.map((color) => (
        <label key={color} className="cursor-pointer">
          <input type="radio" name={name} value={color} checked={value === color} onChange={() => onChange(color)} className="peer sr-only" aria-label={colorLabel(color)} />
          <span
            className="block h-8 w-8 rounded-full ring-offset-2 peer-checked:ring-2 peer-checked:ring-stone-900 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600"
            style={{ backgroundColor: color }}
          />
        </label>
      ))}
    </div>
  );
}
