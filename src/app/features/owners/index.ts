// What other features use of the owners' screens: the card list's search and its pages.
export { CardListFilter, NO_FILTER, type CardFilter } from './CardListFilter';
export { useCardPages, CARDS_PER_PAGE } from './cardPages';
