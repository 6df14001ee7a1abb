import type { Industry } from '@sitewright/model';
import { care, type IndustryArt, indoor, industryArt, outdoor, pal, shop } from './industry-art.ts';
import * as m from './motifs-more-trades.ts';

/**
 * Drawing sets for trades none of the 30 industries draws: a dog groomer gets paws, a photographer a
 * camera, a locksmith a key — never another trade's emblem. The taxonomy's `pictures` name them.
 */
export const tradeArt = {
  'pet-care': {
    search: 'dog grooming pet care',
    palette: pal('#fdf3e7', '#f5dfc4', '#c0703a', '#e8b27a', '#3f8f8a', '#3b2a1e', '#fffaf2'),
    motif: m.pawAndBone,
    shows: 'a paw print and a bone',
    place: 'pet care studio',
    tags: ['pets', 'dogs', 'grooming', 'pet care'],
    scenes: care,
  },
  photography: {
    search: 'photographer camera studio',
    palette: pal('#eef0f6', '#d5dae8', '#3b4a6b', '#8f9bb8', '#e2a13b', '#1d2333', '#ffffff'),
    motif: m.camera,
    shows: 'a camera',
    place: 'photo studio',
    tags: ['photography', 'camera', 'photos', 'video'],
    scenes: indoor,
  },
  'locks-and-keys': {
    search: 'locksmith keys lock',
    palette: pal('#f1f2ee', '#dcdfd5', '#4d6272', '#9aa9b3', '#d9a53a', '#232b31', '#ffffff'),
    motif: m.keyAndPadlock,
    shows: 'a key and a padlock',
    place: 'key and lock shop',
    tags: ['locks', 'keys', 'locksmith', 'security'],
    scenes: shop,
  },
  moving: {
    search: 'moving truck boxes',
    palette: pal('#eaf3f8', '#cde2ee', '#2f6f9f', '#8fb8d4', '#e8a04a', '#1c2f3d', '#ffffff'),
    motif: m.movingTruck,
    shows: 'a truck loaded with boxes',
    place: 'moving company',
    tags: ['moving', 'truck', 'boxes', 'removals'],
    scenes: outdoor,
  },
  party: {
    search: 'party balloons celebration',
    palette: pal('#fbf0f5', '#f0d8e6', '#c2477a', '#7fb7d9', '#f2c14e', '#3a2230', '#ffffff'),
    motif: m.balloons,
    shows: 'balloons and confetti',
    place: 'party venue',
    tags: ['party', 'events', 'celebration', 'balloons'],
    scenes: care,
  },
  childcare: {
    search: 'children playing toys classroom',
    palette: pal('#f3f8ec', '#dcebc9', '#e0734b', '#5aa5c9', '#f2c14e', '#2c3a22', '#ffffff'),
    motif: m.toyBlocks,
    shows: 'stacked toy blocks',
    place: 'playroom',
    tags: ['children', 'kids', 'toys', 'childcare'],
    scenes: indoor,
  },
  sewing: {
    search: 'sewing tailoring thread',
    palette: pal('#f8f1f1', '#ead9d9', '#a8445a', '#d79aa6', '#4f7f8f', '#2e1f24', '#fffafa'),
    motif: m.spoolAndNeedle,
    shows: 'a spool of thread and a needle',
    place: 'sewing studio',
    tags: ['sewing', 'tailoring', 'alterations', 'fabric'],
    scenes: shop,
  },
  'art-studio': {
    search: 'artist painting studio',
    palette: pal('#f6f3ec', '#e8e0cf', '#d2553f', '#3f7fbf', '#f0b73d', '#2b2622', '#fffdf8'),
    motif: m.paletteAndBrush,
    shows: 'a paint palette and a brush',
    place: 'art studio',
    tags: ['art', 'painting', 'studio', 'creative'],
    scenes: indoor,
  },
  'repair-shop': {
    search: 'repair workshop tools',
    palette: pal('#eff3f1', '#d6e0db', '#3d6b5a', '#93b3a6', '#e39b3c', '#1f2d27', '#ffffff'),
    motif: m.wrenchAndGear,
    shows: 'a wrench and a gear',
    place: 'repair workshop',
    tags: ['repair', 'tools', 'workshop', 'fix'],
    scenes: shop,
  },
  'ice-cream': {
    search: 'ice cream parlour',
    palette: pal('#fdf5ef', '#f7e1d3', '#e58fa6', '#8fcfc0', '#d99a4e', '#4a2e22', '#fff4f7'),
    motif: m.iceCreamCone,
    shows: 'an ice cream cone',
    place: 'ice cream parlour',
    tags: ['ice cream', 'dessert', 'gelato', 'sweets'],
    scenes: shop,
  },
} as const satisfies Record<string, IndustryArt>;

export type TradeArt = keyof typeof tradeArt;
/** A set of bundled drawings: one of the 30 industries', or one drawn for trades none of them draws. */
export type PictureSet = Industry | TradeArt;

/** Every set's art, the industries' first. */
export const pictureArt: Record<PictureSet, IndustryArt> = { ...industryArt, ...tradeArt };
/** Every picture set, in catalogue order. */
export const pictureSets = Object.keys(pictureArt) as PictureSet[];
