/**
 * The free tools' writers (spec §1, §5): business names, business ideas and Google ads, each
 * written from the visitor's own words.
 */
export { writeGoogleAds } from './write-ads.ts';
export { writeBusinessIdeas } from './write-ideas.ts';
export { writeBusinessNames } from './write-names.ts';
