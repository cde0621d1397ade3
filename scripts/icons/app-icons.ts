/** The brand colour (the logo's disc, the manifest's theme_color). */
export const brandColour = '#059669';

export interface AppIcon {
  /** Under public/, served from the site's root. */
  file: string;
  size: number;
  /**
   * 'any': the round logo on a transparent square, as the favicon shows it.
   * 'maskable': full-bleed brand colour, which the platform crops to its own shape; the letter
   * stays inside the central circle every mask keeps (80 % of the width).
   * 'apple': full-bleed too, since iOS paints a transparent corner black; not in the manifest.
   */
  purpose: 'any' | 'maskable' | 'apple';
}

/** Chrome installs a web app with a 192 and a 512 pixel icon; Android's launchers prefer a maskable one. */
export const appIcons: readonly AppIcon[] = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/maskable-512.png', size: 512, purpose: 'maskable' },
  { file: 'icons/apple-touch-icon.png', size: 180, purpose: 'apple' },
];

/** The web app manifest's icons: the scalable logo first, then the PNGs Chrome requires. */
export function manifestIcons() {
  return [
    { src: '/logo.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ...appIcons
      .filter((icon) => icon.purpose !== 'apple')
      .map((icon) => ({ src: `/${icon.file}`, sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: icon.purpose })),
  ];
}
