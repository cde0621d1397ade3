import { lazy } from 'react';

/**
 * CupboardRecipes, loaded with the first 'Que cuisiner avec mon placard ?': the ranking and its
 * conversions stay out of the cookbook's and the planner's first load. Render it in a Suspense.
 */
export const LazyCupboardRecipes = lazy(() => import('./cupboard-recipes').then((module) => ({ default: module.CupboardRecipes })));
