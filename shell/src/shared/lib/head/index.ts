export { applyHead, writeJsonLd } from './apply-head';
export { headTagsFor } from './head-tags';
export type { HeadTags, HeadInput } from './head-tags';
