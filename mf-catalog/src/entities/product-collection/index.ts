export { createProductCollection } from './model/collection';
export { createCollectionPage } from './model/collection-page';
export type { CollectionEntry } from './model/collection-page';
export { collectionCard } from './lib/collection-card';
export { createCollectionToggle } from './ui/collection-toggle';
export { CollectionPageStates } from './ui/collection-page-states';
export { RemoveButton } from './ui/remove-button';
