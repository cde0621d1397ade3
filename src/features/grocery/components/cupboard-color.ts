/** The cupboard's groups' edge ('Placard', 'Déjà au placard'): a neutral stone, apart from the aisles' colours. */
export const CUPBOARD_COLOR = '#78716c';
