// `npx tsx scripts/seed/generate-recipe-images.ts`: redraws public/recipes/<key>.svg for every
// seeded public recipe. The output depends only on the data file, so re-running changes nothing.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GroceryCategory } from '../../src/domain/grocery/categories.ts';
import type { DishType } from '../../src/domain/recipes/classification.ts';
import { repoRoot } from '../stack/paths.ts';
import { readPublicRecipeSeed, type SeedRecipe } from './public-recipes.ts';

export const recipeImagesDir = path.join(repoRoot, 'public', 'recipes');

type Vessel = 'plate' | 'bowl' | 'board' | 'glass';

// Tablecloth, its stripes and the accent of the rim and initial, per dish type.
const tablePalettes: Record<DishType, readonly [string, string, string]> = {
  main: ['#f3e4d0', '#ead3b5', '#b5653b'],
  starter: ['#e6f0df', '#d2e3c4', '#5f8a45'],
  dessert: ['#fbe8ec', '#f3d0d8', '#b24a68'],
  drink: ['#e0f0f3', '#c6e3e9', '#2f7f8f'],
  side: ['#f4efd8', '#e7ddb2', '#9a7b24'],
  aperitif: ['#ede6f4', '#dccfea', '#6d4f96'],
  sharing: ['#f7e4cf', '#efcda6', '#a8552c'],
};

const vessels: Record<DishType, Vessel> = {
  main: 'plate',
  side: 'plate',
  dessert: 'plate',
  starter: 'bowl',
  drink: 'glass',
  aperitif: 'board',
  sharing: 'board',
};

const neutralTone = '#cbb9a4';

// Food tones rather than the aisle colours of the list: a "meat" piece should look cooked, not red.
const foodTones: Record<GroceryCategory, readonly string[]> = {
  other: [neutralTone],
  produce: ['#6f9d4b', '#e2603f', '#f0a63a', '#a8c256'],
  meat: ['#8e3b26', '#b5623d', '#a0472f'],
  seafood: ['#f0a184', '#e8cfae', '#4f6d8c'],
  deli: ['#d9848f', '#b4505d', '#e7b49a'],
  dairy: ['#fff3c9', '#f5e2a6', '#efd58a'],
  bakery: ['#d7a56c', '#b98049'],
  sweetGrocery: ['#5b3a29', '#f1dcb8', '#c98c5a'],
  savoryGrocery: ['#e6c36a', '#cfa35f', '#8c6b48'],
  condiments: ['#8e9c3c'],
  beverages: ['#b5713a', '#7c2b41', '#e9c46a'],
  frozen: ['#a9d8db'],
};

/** FNV-1a: a stable number per text, so each recipe always gets the same drawing. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return value;
}

/** mulberry32: tiny seeded generator, so positions are random-looking yet reproducible. */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const round = (value: number) => Math.round(value);

/** The colours of what shows on the plate: the first ingredients, seasoning left out. */
function foodColours(recipe: SeedRecipe): string[] {
  const shown = recipe.ingredients.filter((line) => line.category !== 'condiments');
  return (shown.length > 0 ? shown : recipe.ingredients).slice(0, 5).map((line) => {
    const tones = foodTones[line.category];
    return tones[hash(line.standardIngredientId) % tones.length] ?? neutralTone;
  });
}

/** One bite-sized piece: chunks for meat, flakes for fish, rounds for the rest. */
function piece(category: GroceryCategory, colour: string, x: number, y: number, size: number, turn: number): string {
  if (category === 'meat' || category === 'deli') {
    return `<rect x="${round(x - size)}" y="${round(y - size * 0.7)}" width="${round(size * 2)}" height="${round(size * 1.4)}" rx="8" fill="${colour}" transform="rotate(${turn} ${round(x)} ${round(y)})"/>`;
  }
  if (category === 'seafood') {
    return `<ellipse cx="${round(x)}" cy="${round(y)}" rx="${round(size * 1.3)}" ry="${round(size * 0.7)}" fill="${colour}" transform="rotate(${turn} ${round(x)} ${round(y)})"/>`;
  }
  return `<circle cx="${round(x)}" cy="${round(y)}" r="${round(size)}" fill="${colour}"/>`;
}

/** Pieces of the second and later ingredients, scattered inside a disc or a box. */
function scatter(recipe: SeedRecipe, colours: string[], random: () => number, area: { x: number; y: number; rx: number; ry: number }): string {
  const lines = recipe.ingredients.filter((line) => line.category !== 'condiments').slice(1, 5);
  let out = '';
  lines.forEach((line, index) => {
    for (let count = 0; count < 3; count += 1) {
      const angle = random() * Math.PI * 2;
      const distance = Math.sqrt(random());
      const x = area.x + Math.cos(angle) * distance * area.rx;
      const y = area.y + Math.sin(angle) * distance * area.ry;
      out += piece(line.category, colours[index + 1] ?? neutralTone, x, y, 14 + random() * 14, round(random() * 180));
    }
  });
  return out;
}

function garnish(recipe: SeedRecipe, random: () => number): string {
  const sweet = recipe.classification.dishTypes.includes('dessert');
  let out = '';
  for (let count = 0; count < 4; count += 1) {
    const x = round(330 + random() * 140);
    const y = round(240 + random() * 120);
    out += sweet
      ? `<circle cx="${x}" cy="${y}" r="5" fill="#fffaf0"/>`
      : `<ellipse cx="${x}" cy="${y}" rx="12" ry="5" fill="#4f8a3a" transform="rotate(${round(random() * 180)} ${x} ${y})"/>`;
  }
  return out;
}

/** A slice on the rim of a glass, only when the drink holds fruit or herbs. */
function fruitSlice(recipe: SeedRecipe): string {
  const fruit = recipe.ingredients.find((line) => line.category === 'produce');
  if (!fruit) return '';
  const tones = foodTones.produce;
  return `<circle cx="478" cy="140" r="42" fill="${tones[hash(fruit.standardIngredientId) % tones.length]}" stroke="#fffdf8" stroke-width="6"/>`;
}

function drawVessel(vessel: Vessel, recipe: SeedRecipe, colours: string[], accent: string, random: () => number): string {
  const base = colours[0] ?? neutralTone;
  const shadow = '<ellipse cx="408" cy="318" rx="205" ry="200" fill="#000" opacity=".08"/>';
  switch (vessel) {
    case 'plate':
      return `${shadow}<circle cx="400" cy="300" r="200" fill="#fffdf8"/><circle cx="400" cy="300" r="178" fill="none" stroke="${accent}" stroke-width="3" opacity=".4"/><circle cx="400" cy="300" r="145" fill="#f5efe4"/><ellipse cx="400" cy="300" rx="110" ry="95" fill="${base}"/>${scatter(recipe, colours, random, { x: 400, y: 300, rx: 85, ry: 75 })}${garnish(recipe, random)}`;
    case 'bowl':
      return `${shadow}<circle cx="400" cy="300" r="200" fill="${accent}"/><circle cx="400" cy="300" r="178" fill="#fffdf8"/><circle cx="400" cy="300" r="145" fill="${base}"/>${scatter(recipe, colours, random, { x: 400, y: 300, rx: 105, ry: 105 })}${garnish(recipe, random)}`;
    case 'board':
      return `<rect x="158" y="148" width="500" height="330" rx="40" fill="#000" opacity=".08"/><rect x="150" y="135" width="500" height="330" rx="40" fill="#c9935c"/><rect x="640" y="270" width="80" height="60" rx="24" fill="#b47e48"/><path d="M190 220h420M190 380h420" stroke="#b47e48" stroke-width="4"/><ellipse cx="330" cy="300" rx="120" ry="90" fill="${base}"/>${scatter(recipe, colours, random, { x: 470, y: 300, rx: 130, ry: 110 })}`;
    case 'glass':
      return `<ellipse cx="400" cy="485" rx="110" ry="22" fill="#000" opacity=".08"/><path d="M318 130h164l-26 350H344z" fill="#fff" opacity=".7"/><path d="M326 220h148l-20 252H346z" fill="${base}"/><circle cx="372" cy="300" r="7" fill="#fff" opacity=".6"/><circle cx="420" cy="360" r="5" fill="#fff" opacity=".6"/><path d="M440 80l-30 330" stroke="${accent}" stroke-width="10" stroke-linecap="round"/>${fruitSlice(recipe)}`;
  }
}

/** A flat top-down illustration: tablecloth, the dish's vessel, its food colours and its initial. */
export function recipeImageSvg(recipe: SeedRecipe): string {
  const dishType = recipe.classification.dishTypes[0] ?? 'main';
  const [cloth, stripe, accent] = tablePalettes[dishType];
  const random = randomFrom(hash(recipe.key));
  const initial = escapeXml(recipe.name.charAt(0).toUpperCase());
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img">`,
    `<title>${escapeXml(recipe.name)}</title>`,
    `<rect width="800" height="600" fill="${cloth}"/>`,
    `<path d="M0 70h800M0 530h800M70 0v600M730 0v600" stroke="${stripe}" stroke-width="40"/>`,
    drawVessel(vessels[dishType], recipe, foodColours(recipe), accent, random),
    `<text x="730" y="566" font-family="Georgia,serif" font-size="60" font-weight="bold" fill="${accent}" text-anchor="middle">${initial}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

function writeRecipeImages(): void {
  mkdirSync(recipeImagesDir, { recursive: true });
  const { recipes } = readPublicRecipeSeed();
  for (const recipe of recipes) writeFileSync(path.join(recipeImagesDir, `${recipe.key}.svg`), recipeImageSvg(recipe));
  console.log(`Wrote ${recipes.length} images to ${path.relative(repoRoot, recipeImagesDir)}/.`);
}

// Imported by the test to compare the committed files with what the data would draw.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) writeRecipeImages();
