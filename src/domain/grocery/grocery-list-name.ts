import { format } from 'date-fns';
import { fr } from 'date-fns/locale';

/** 'Liste de courses du 23 novembre' (spec B §9), named after the day it was opened. */
export function groceryListName(day: Date): string {
  return `Liste de courses du ${format(day, 'd MMMM', { locale: fr })}`;
}
