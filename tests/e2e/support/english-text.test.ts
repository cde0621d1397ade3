import { describe, expect, it } from 'vitest';
import { englishSentences, sentencesShown } from './english-text';

const en = {
  recipe: { notFound: 'Recipe not found', tags: 'Tags', backToRecipes: 'Back to recipes' },
  errors: { withMessage: 'Error: {{message}}', load: 'Could not {{verb}} {{name}} from the server' },
  units: { liter: 'litre' },
  cookbook: { empty: 'Your cookbook is empty.' },
};
const fr = {
  recipe: { notFound: 'Recette introuvable', tags: 'Tags', backToRecipes: 'Back to recipes' },
  errors: { withMessage: 'Erreur : {{message}}', load: 'Impossible de {{verb}} {{name}} depuis le serveur' },
  units: { liter: 'litre' },
  cookbook: { empty: 'Votre carnet est vide.' },
};

describe('englishSentences', () => {
  it('keeps English texts of three words or more that French writes otherwise, cut at their placeholders', () => {
    expect(englishSentences(en, fr)).toEqual(['from the server', 'recipe not found', 'your cookbook is empty.']);
  });

  it('leaves out what French writes the same, and pieces shorter than three words', () => {
    const sentences = englishSentences(en, fr);
    expect(sentences).not.toContain('back to recipes');
    expect(sentences).not.toContain('tags');
    expect(sentences).not.toContain('error:');
    expect(sentences).not.toContain('could not');
  });
});

describe('sentencesShown', () => {
  const sentences = englishSentences(en, fr);

  it('finds an English sentence on a French screen, across case and line breaks', () => {
    expect(sentencesShown('Mes recettes\nYOUR COOKBOOK\n  is empty.\nNouvelle recette', sentences)).toEqual(['your cookbook is empty.']);
    expect(sentencesShown('Erreur : Could not charger la semaine from the server', sentences)).toEqual(['from the server']);
  });

  it('finds every sentence shown, once each', () => {
    expect(sentencesShown('Recipe not found — Recipe not found. Your cookbook is empty.', sentences)).toEqual(['recipe not found', 'your cookbook is empty.']);
  });

  it('finds nothing on a screen written in French', () => {
    expect(sentencesShown('Recette introuvable\nRetour aux recettes\nVotre carnet est vide.\nTags', sentences)).toEqual([]);
  });

  it('finds nothing inside longer words', () => {
    expect(sentencesShown('Unrecipe not foundation', sentences)).toEqual([]);
  });
});
