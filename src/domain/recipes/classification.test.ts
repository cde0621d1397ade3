import { describe, expect, it } from 'vitest';
import {
  classificationSchema,
  costLabelKey,
  createDefaultClassification,
  dietaryRestrictionLabelKey,
  dietaryRestrictions,
  difficultyLabelKey,
  dishTypeLabelKey,
  dishTypes,
} from './classification';

describe('classification', () => {
  it('defaults to medium difficulty and cost with nothing else', () => {
    expect(classificationSchema.parse({})).toEqual(createDefaultClassification());
    expect(createDefaultClassification()).toEqual({ dishTypes: [], dietaryRestrictions: [], difficulty: 'medium', cost: 'medium' });
  });

  it('hands out a fresh default each time so one recipe cannot edit another', () => {
    const first = createDefaultClassification();
    first.dishTypes.push('main');
    expect(createDefaultClassification().dishTypes).toEqual([]);
  });

  it('reads a full classification', () => {
    const classification = { dishTypes: ['main', 'sharing'], dietaryRestrictions: ['glutenFree'], difficulty: 'hard', cost: 'cheap' };
    expect(classificationSchema.parse(classification)).toEqual(classification);
  });

  it('refuses values outside the enumerations', () => {
    expect(classificationSchema.safeParse({ dishTypes: ['brunch'] }).success).toBe(false);
    expect(classificationSchema.safeParse({ dietaryRestrictions: ['gluten-free'] }).success).toBe(false);
    expect(classificationSchema.safeParse({ difficulty: 'expert' }).success).toBe(false);
    expect(classificationSchema.safeParse({ cost: 'free' }).success).toBe(false);
  });

  it('refuses lists longer than their enumeration', () => {
    expect(classificationSchema.safeParse({ dishTypes: [...dishTypes, 'main'] }).success).toBe(false);
    expect(classificationSchema.safeParse({ dietaryRestrictions: [...dietaryRestrictions, 'vegan'] }).success).toBe(false);
  });

  it('uses the label key prefixes of the locale files', () => {
    expect(dishTypeLabelKey('main')).toBe('dishTypes.main');
    expect(dietaryRestrictionLabelKey('lactoseFree')).toBe('diets.lactoseFree');
    expect(difficultyLabelKey('easy')).toBe('difficulty.easy');
    expect(costLabelKey('expensive')).toBe('cost.expensive');
  });
});
