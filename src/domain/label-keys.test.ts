import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import { roleLabelKey, roles } from './household/roles';
import { freePlanFeatureKeys } from './billing/free-plan';
import { subscriptionStatuses, subscriptionStatusLabelKey } from './billing/subscription-status';
import { groceryCategories, groceryCategoryLabelKey } from './grocery/categories';
import { CUPBOARD_LABEL_KEY, IN_CUPBOARD_LABEL_KEY } from './grocery/cupboard';
import { mealTypeLabelKey, mealTypes } from './planner/meal-types';
import {
  costLabelKey,
  costs,
  dietaryRestrictionLabelKey,
  dietaryRestrictions,
  difficulties,
  difficultyLabelKey,
  dishTypeLabelKey,
  dishTypes,
} from './recipes/classification';
import { unitLabelKey, units } from './recipes/units';
import { dateFallbackLabelKey } from './shared/timestamp';

// Every translation key the domain hands to components, so a renamed or missing locale entry
// fails here instead of showing a raw key on screen.
const domainKeys: string[] = [
  ...roles.map(roleLabelKey),
  roleLabelKey(undefined),
  ...subscriptionStatuses.map((status) => subscriptionStatusLabelKey(status) ?? ''),
  ...freePlanFeatureKeys,
  ...groceryCategories.map(groceryCategoryLabelKey),
  CUPBOARD_LABEL_KEY,
  IN_CUPBOARD_LABEL_KEY,
  ...mealTypes.map(mealTypeLabelKey),
  mealTypeLabelKey(null),
  ...dishTypes.map(dishTypeLabelKey),
  ...dietaryRestrictions.map(dietaryRestrictionLabelKey),
  ...difficulties.map(difficultyLabelKey),
  ...costs.map(costLabelKey),
  ...units.map(unitLabelKey),
  dateFallbackLabelKey('missing'),
  dateFallbackLabelKey('invalid'),
];

function translate(locale: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      locale,
    );
}

describe('domain label keys', () => {
  it.each([
    ['fr', fr],
    ['en', en],
  ])('all resolve to text in %s', (_name, locale) => {
    const unresolved = domainKeys.filter((key) => {
      const text = translate(locale, key);
      return typeof text !== 'string' || text.trim() === '';
    });
    expect(unresolved).toEqual([]);
  });

  it('use the French wording of the specs', () => {
    expect(mealTypes.map((type) => translate(fr, mealTypeLabelKey(type)))).toEqual([
      'Petit-déjeuner',
      'Déjeuner',
      'Goûter',
      'Dîner',
    ]);
    expect(translate(fr, mealTypeLabelKey(null))).toBe('Non spécifié');
    expect(dishTypes.map((type) => translate(fr, dishTypeLabelKey(type)))).toEqual([
      'Apéritif',
      'Entrée',
      'Plat principal',
      'Dessert',
      'Boisson',
      'Accompagnement',
      'Convivial',
    ]);
    expect([...roles, 'x'].map((role) => translate(fr, roleLabelKey(role)))).toEqual([
      'Propriétaire',
      'Membre',
      'Lecteur',
      'Contributeur',
      'Inconnu',
    ]);
    expect(subscriptionStatuses.map((status) => translate(fr, subscriptionStatusLabelKey(status) ?? ''))).toEqual([
      'Actif',
      "Actif jusqu'à échéance",
      'Annulé',
      'Paiement en retard',
      "Période d'essai",
      'Incomplet',
      'Expiré',
    ]);
    expect(translate(fr, dateFallbackLabelKey('missing'))).toBe('Date indéterminée');
    expect(translate(fr, dateFallbackLabelKey('invalid'))).toBe('Date invalide');
  });
});
