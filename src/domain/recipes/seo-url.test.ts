import { describe, expect, it } from 'vitest';
import { nextSeoUrl, recipeIdFromSeoUrl, recipeSlug, seoUrlFor } from './seo-url';

describe('recipeSlug', () => {
  it('removes accents, lower-cases and joins words with underscores', () => {
    expect(recipeSlug('Gratin Dauphinois à la Crème')).toBe('gratin_dauphinois_a_la_creme');
  });

  it('spells out œ and æ', () => {
    expect(recipeSlug('Bœuf aux Œufs et Cæsar')).toBe('boeuf_aux_oeufs_et_caesar');
  });

  it('drops everything but letters, digits and spaces, then collapses the spaces', () => {
    expect(recipeSlug("  Pâtes à l'ail -- 100% maison !  ")).toBe('pates_a_lail_100_maison');
    expect(recipeSlug('Croque-monsieur\u00a0(2 pers.)')).toBe('croquemonsieur_2_pers');
  });

  it('cuts to 50 characters without leaving an underscore at the end', () => {
    const slug = recipeSlug('Tarte fine aux pommes caramélisées et crème fraîche épaisse de Normandie');
    expect(slug).toBe('tarte_fine_aux_pommes_caramelisees_et_creme_fraich');
    expect(slug).toHaveLength(50);
    // The 50th character is the underscore before "suite".
    expect(recipeSlug(`${'a'.repeat(49)} suite`)).toBe('a'.repeat(49));
  });

  it('is empty for a name with nothing to keep', () => {
    expect(recipeSlug('!!! ???')).toBe('');
  });
});

describe('seoUrlFor', () => {
  it('prefixes recette_ and ends with the id after an underscore', () => {
    expect(seoUrlFor('Gratin dauphinois', 'aB3dE6gH9jK2mN5pQ8sT')).toBe('recette_gratin_dauphinois_aB3dE6gH9jK2mN5pQ8sT');
  });

  it('has no double underscore when the slug is empty', () => {
    expect(seoUrlFor('???', 'r1')).toBe('recette_r1');
  });
});

describe('recipeIdFromSeoUrl', () => {
  it('reads back the id seoUrlFor put at the end', () => {
    for (const name of ['Gratin dauphinois', 'Soupe', '???', 'a'.repeat(80)]) {
      expect(recipeIdFromSeoUrl(seoUrlFor(name, 'aB3dE6gH9jK2mN5pQ8sT'))).toBe('aB3dE6gH9jK2mN5pQ8sT');
    }
  });

  it('refuses addresses of another shape', () => {
    for (const seoUrl of ['', 'gratin_r1', 'recette_', 'recette_gratin_', 'Recette_gratin_r1']) {
      expect(recipeIdFromSeoUrl(seoUrl), seoUrl).toBeNull();
    }
  });
});

describe('nextSeoUrl', () => {
  const id = 'r1';
  const publicGratin = { isPublic: true, name: 'Gratin', seoUrl: 'recette_gratin_r1' };

  it('creates one when a recipe becomes public, including on creation', () => {
    expect(nextSeoUrl({ isPublic: false, name: 'Gratin', seoUrl: null }, { isPublic: true, name: 'Gratin' }, id)).toBe(
      'recette_gratin_r1',
    );
    expect(nextSeoUrl({ isPublic: false, name: '', seoUrl: null }, { isPublic: true, name: 'Soupe' }, id)).toBe('recette_soupe_r1');
  });

  it('regenerates it when a public recipe is renamed', () => {
    expect(nextSeoUrl(publicGratin, { isPublic: true, name: 'Gratin de courgettes' }, id)).toBe('recette_gratin_de_courgettes_r1');
  });

  it('keeps the stored one when a public recipe keeps its name, even if it was built differently', () => {
    const legacy = { ...publicGratin, seoUrl: 'recette_mon_gratin_r1' };
    expect(nextSeoUrl(legacy, { isPublic: true, name: 'Gratin' }, id)).toBe('recette_mon_gratin_r1');
    expect(nextSeoUrl(legacy, { isPublic: true, name: ' Gratin ' }, id)).toBe('recette_mon_gratin_r1');
  });

  it('gives a public recipe that lacks one its address', () => {
    expect(nextSeoUrl({ ...publicGratin, seoUrl: null }, { isPublic: true, name: 'Gratin' }, id)).toBe('recette_gratin_r1');
  });

  it('removes it when the recipe becomes private, and a private recipe never has one', () => {
    expect(nextSeoUrl(publicGratin, { isPublic: false, name: 'Gratin' }, id)).toBeNull();
    expect(nextSeoUrl({ isPublic: false, name: 'A', seoUrl: 'recette_a_r1' }, { isPublic: false, name: 'B' }, id)).toBeNull();
  });
});
