import type { Industry } from '@sitewright/model';
import * as m from './motifs-services.ts';
import * as t from './motifs-trades.ts';
import type { Motif, Palette } from './palette.ts';
import type { SceneName } from './scenes.ts';

/** How one industry's bundled pictures look and are described. */
export interface IndustryArt {
  palette: Palette;
  motif: Motif;
  /** What the motif shows, for alt text ("a pair of scissors and a comb"). */
  shows: string;
  /** The place, for alt text ("barber shop"). */
  place: string;
  /** What to ask a stock photo service for when the caller has no better query. */
  search: string;
  /** Search words for the pictures' tags. */
  tags: readonly string[];
  /** Scenes of the intro, banner and the three gallery pictures, in that order. */
  scenes: readonly [SceneName, SceneName, SceneName, SceneName, SceneName];
}

export const indoor = ['interior', 'interior', 'workbench', 'people', 'storefront'] as const;
export const shop = ['storefront', 'interior', 'workbench', 'people', 'interior'] as const;
export const outdoor = ['landscape', 'landscape', 'workbench', 'people', 'storefront'] as const;
export const care = ['people', 'interior', 'workbench', 'interior', 'storefront'] as const;

export const pal = (
  bg0: string,
  bg1: string,
  p: string,
  s: string,
  a: string,
  d: string,
  l: string,
): Palette => ({
  bg: [bg0, bg1],
  p,
  s,
  a,
  d,
  l,
});

/** The 30 industries of spec §2, each with its own palette, motif and scene choice. */
export const industryArt: Record<Industry, IndustryArt> = {
  accountant: {
    search: 'accountant office desk',
    palette: pal('#eef3f8', '#d6e2ee', '#2f5d8a', '#7da2c4', '#e0a526', '#1e2f40', '#ffffff'),
    motif: m.calculator,
    shows: 'a calculator and a coin',
    place: 'accounting office',
    tags: ['accountant', 'tax', 'bookkeeping', 'office'],
    scenes: indoor,
  },
  'barber-shop': {
    search: 'barber shop haircut',
    palette: pal('#f6efe6', '#e6d5c1', '#b23a3a', '#c9c2b8', '#1f4e8c', '#2b2420', '#fffaf3'),
    motif: m.scissorsComb,
    shows: 'scissors and a comb',
    place: 'barber shop',
    tags: ['barber', 'haircut', 'shave', 'grooming'],
    scenes: shop,
  },
  'bike-repair': {
    search: 'bicycle repair workshop',
    palette: pal('#e9f5f1', '#cfe8df', '#2f8f6b', '#9cc9b8', '#f2a23a', '#1d3a30', '#ffffff'),
    motif: t.bicycle,
    shows: 'a bicycle',
    place: 'bike repair shop',
    tags: ['bicycle', 'bike repair', 'cycling', 'workshop'],
    scenes: shop,
  },
  'book-store': {
    search: 'independent bookshop',
    palette: pal('#f7f1e8', '#eadcc6', '#8a3b2e', '#3f6b5e', '#d9a441', '#3a2a20', '#fffaf0'),
    motif: t.books,
    shows: 'a stack of books',
    place: 'bookshop',
    tags: ['books', 'bookshop', 'reading', 'library'],
    scenes: shop,
  },
  'car-detailing': {
    search: 'car detailing polish',
    palette: pal('#e8f1fb', '#c9dcf2', '#1d5fa8', '#86b3e0', '#ffd24a', '#14263d', '#ffffff'),
    motif: t.car,
    shows: 'a gleaming car',
    place: 'car detailing studio',
    tags: ['car', 'detailing', 'polish', 'car wash'],
    scenes: outdoor,
  },
  carpentry: {
    search: 'carpenter woodworking',
    palette: pal('#f8efe2', '#ead6b8', '#b07a43', '#d8b98c', '#3e7c59', '#3b2a1a', '#fff8ec'),
    motif: t.saw,
    shows: 'a hand saw and a hammer',
    place: 'carpentry workshop',
    tags: ['carpentry', 'woodwork', 'joinery', 'tools'],
    scenes: shop,
  },
  catering: {
    search: 'catering buffet event',
    palette: pal('#fbf3ec', '#f0dccb', '#c9573a', '#c7ccd1', '#e8a93b', '#3a2a26', '#ffffff'),
    motif: t.cloche,
    shows: 'a serving cloche on a platter',
    place: 'catering kitchen',
    tags: ['catering', 'events', 'food', 'buffet'],
    scenes: care,
  },
  'chess-instructor': {
    search: 'chess game board',
    palette: pal('#f1eee8', '#dcd5c8', '#6b4f3a', '#b59b7c', '#c0392b', '#1f1b18', '#f7f3ea'),
    motif: t.chessKnight,
    shows: 'a chess knight on a board',
    place: 'chess classroom',
    tags: ['chess', 'lessons', 'strategy', 'board game'],
    scenes: indoor,
  },
  'coffee-shop': {
    search: 'coffee shop barista',
    palette: pal('#f7efe6', '#e8d6c3', '#7a4b2a', '#c9a27e', '#e07a3f', '#2e1f16', '#fffaf4'),
    motif: t.coffeeCup,
    shows: 'a steaming cup of coffee',
    place: 'coffee shop',
    tags: ['coffee', 'cafe', 'espresso', 'barista'],
    scenes: shop,
  },
  'condo-rental-agency': {
    search: 'modern apartment interior',
    palette: pal('#eaf2f6', '#cfe0ea', '#3d6f8e', '#9dbdd1', '#e8a33d', '#1f3444', '#ffffff'),
    motif: t.condoBuilding,
    shows: 'an apartment building and a key',
    place: 'rental office',
    tags: ['condo', 'apartment', 'rental', 'real estate'],
    scenes: outdoor,
  },
  'dentist-office': {
    search: 'dental clinic',
    palette: pal('#eef8fa', '#d3ecf1', '#2a9bb5', '#8fd0de', '#f4c542', '#1b4453', '#ffffff'),
    motif: m.tooth,
    shows: 'a shining tooth',
    place: 'dental practice',
    tags: ['dentist', 'dental care', 'smile', 'clinic'],
    scenes: care,
  },
  electrician: {
    search: 'electrician wiring',
    palette: pal('#f4f5f9', '#dde1ec', '#2d3f73', '#8d9bc2', '#f6c12e', '#1a2240', '#ffffff'),
    motif: t.lightBulb,
    shows: 'a glowing light bulb and a lightning bolt',
    place: 'electrical contractor',
    tags: ['electrician', 'wiring', 'lighting', 'power'],
    scenes: indoor,
  },
  fitness: {
    search: 'gym workout',
    palette: pal('#f3f1fb', '#dcd6f2', '#5a3fc0', '#a897e6', '#ff7a45', '#1f1640', '#ffffff'),
    motif: m.dumbbell,
    shows: 'a dumbbell and a kettlebell',
    place: 'gym',
    tags: ['fitness', 'gym', 'training', 'workout'],
    scenes: care,
  },
  'hair-styling': {
    search: 'hair salon stylist',
    palette: pal('#fbf0f2', '#f1d6dc', '#c2547a', '#e8a9bd', '#d9a441', '#3d1f2a', '#fff8fa'),
    motif: m.hairDryer,
    shows: 'a hair dryer',
    place: 'hair salon',
    tags: ['hair salon', 'hairstyle', 'stylist', 'beauty'],
    scenes: shop,
  },
  'heating-and-cooling': {
    search: 'hvac technician',
    palette: pal('#f1f5f9', '#d9e3ec', '#41617f', '#4aa3df', '#ef6c3a', '#1e2c3a', '#ffffff'),
    motif: m.thermostat,
    shows: 'a thermostat with a flame and a snowflake',
    place: 'heating and cooling service',
    tags: ['HVAC', 'heating', 'air conditioning', 'furnace'],
    scenes: indoor,
  },
  'home-construction': {
    search: 'house construction site',
    palette: pal('#f6f2ea', '#e5dccb', '#7c6a55', '#b9a88f', '#f2a20c', '#2f2a24', '#fffaf0'),
    motif: t.hardHatHouse,
    shows: 'a house frame and a hard hat',
    place: 'building site',
    tags: ['construction', 'builder', 'new home', 'renovation'],
    scenes: outdoor,
  },
  'house-cleaning': {
    search: 'house cleaning',
    palette: pal('#eef9f6', '#d2eee7', '#2fa58a', '#8fd6c6', '#f5b83d', '#184a3f', '#ffffff'),
    motif: t.sprayBottle,
    shows: 'a spray bottle and soap bubbles',
    place: 'sparkling clean home',
    tags: ['cleaning', 'house cleaning', 'maid service', 'tidy'],
    scenes: care,
  },
  landscaping: {
    search: 'landscaped garden',
    palette: pal('#eaf5e4', '#cfe7c2', '#4f9a3a', '#9fcf86', '#e9b949', '#234019', '#fbfff5'),
    motif: t.tree,
    shows: 'a leafy tree and a spade',
    place: 'garden',
    tags: ['landscaping', 'garden', 'lawn care', 'trees'],
    scenes: outdoor,
  },
  'medical-clinic': {
    search: 'medical clinic doctor',
    palette: pal('#eef5fb', '#d4e5f4', '#2f78c4', '#9cc3e8', '#e0474c', '#18324d', '#ffffff'),
    motif: m.medicalCross,
    shows: 'a medical cross and a stethoscope',
    place: 'medical clinic',
    tags: ['clinic', 'doctor', 'health care', 'medicine'],
    scenes: care,
  },
  'music-lessons': {
    search: 'music lesson instrument',
    palette: pal('#f5f0fa', '#e2d5f0', '#6d3fa0', '#b596d8', '#f2b134', '#271640', '#ffffff'),
    motif: m.musicNotes,
    shows: 'music notes',
    place: 'music studio',
    tags: ['music', 'lessons', 'piano', 'guitar'],
    scenes: indoor,
  },
  'non-profit-organization': {
    search: 'community volunteers',
    palette: pal('#fdf2ee', '#f5dcd2', '#e07a5f', '#81b29a', '#e63946', '#3d405b', '#ffffff'),
    motif: m.heartInHands,
    shows: 'a heart held in open hands',
    place: 'community centre',
    tags: ['non-profit', 'charity', 'community', 'volunteer'],
    scenes: care,
  },
  nutritionist: {
    search: 'healthy food vegetables',
    palette: pal('#f2f8ec', '#dcedcc', '#5c9e3a', '#b5d99c', '#e4513f', '#2a4420', '#ffffff'),
    motif: m.apple,
    shows: 'a fresh apple',
    place: 'nutrition practice',
    tags: ['nutrition', 'healthy eating', 'diet', 'wellness'],
    scenes: care,
  },
  'pest-control': {
    search: 'pest control technician',
    palette: pal('#f3f6ec', '#dfe6cd', '#5f7a2e', '#a9bd7e', '#d64933', '#2b3318', '#ffffff'),
    motif: t.bug,
    shows: 'a crossed-out bug',
    place: 'pest-free home',
    tags: ['pest control', 'exterminator', 'insects', 'home protection'],
    scenes: outdoor,
  },
  'physical-therapist': {
    search: 'physical therapy',
    palette: pal('#eef7f8', '#d2eaec', '#2e8b95', '#8ccbd1', '#f28f3b', '#173f44', '#ffffff'),
    motif: m.stretchingFigure,
    shows: 'a person stretching beside an exercise ball',
    place: 'physiotherapy studio',
    tags: ['physical therapy', 'physiotherapy', 'rehabilitation', 'exercise'],
    scenes: care,
  },
  'real-estate-agent': {
    search: 'house for sale',
    palette: pal('#f0f4f8', '#d8e1ea', '#24507a', '#8aa7c2', '#e7a33e', '#16283b', '#ffffff'),
    motif: m.houseForSale,
    shows: 'a house with a for-sale sign',
    place: 'real estate office',
    tags: ['real estate', 'homes for sale', 'realtor', 'property'],
    scenes: outdoor,
  },
  restaurant: {
    search: 'restaurant dining',
    palette: pal('#fbf1ea', '#f0d8c8', '#a8322d', '#d9b99b', '#e9a23b', '#331c17', '#fffaf5'),
    motif: m.plateAndCutlery,
    shows: 'a plate with a fork and knife',
    place: 'restaurant',
    tags: ['restaurant', 'dining', 'food', 'kitchen'],
    scenes: shop,
  },
  spa: {
    search: 'spa massage relaxation',
    palette: pal('#f3f6f1', '#dde6d8', '#7fa38a', '#c4d6c2', '#e6a6a1', '#3c4a40', '#ffffff'),
    motif: m.lotusStones,
    shows: 'a lotus flower over stacked stones',
    place: 'day spa',
    tags: ['spa', 'massage', 'relaxation', 'wellness'],
    scenes: care,
  },
  'technology-consulting': {
    search: 'technology office laptop',
    palette: pal('#eef1fa', '#d5dcf0', '#3a4fb8', '#93a2e0', '#20c1a6', '#151c3d', '#ffffff'),
    motif: m.laptop,
    shows: 'a laptop with code',
    place: 'technology studio',
    tags: ['technology', 'IT consulting', 'software', 'computers'],
    scenes: indoor,
  },
  therapist: {
    search: 'therapy session calm room',
    palette: pal('#f4f1f8', '#e2dbee', '#6b5b95', '#a7c4a0', '#e8a87c', '#2d2640', '#ffffff'),
    motif: m.speechBubbles,
    shows: 'two speech bubbles and a heart',
    place: 'therapy room',
    tags: ['therapy', 'counselling', 'mental health', 'wellbeing'],
    scenes: indoor,
  },
  'tire-shop': {
    search: 'tire shop garage',
    palette: pal('#f2f2f2', '#dcdcdc', '#c0392b', '#7f8c8d', '#f1c40f', '#1c1c1c', '#ffffff'),
    motif: t.tire,
    shows: 'a tyre on its wheel',
    place: 'tire shop',
    tags: ['tires', 'wheels', 'auto service', 'garage'],
    scenes: shop,
  },
};
