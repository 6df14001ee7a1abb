import type { Random } from './prng.ts';

/**
 * Fictional people for sample reviews and team profiles: common first names and surnames from
 * many backgrounds, so no sample reads like a real customer's signature.
 */
const firstNames = [
  'Maria',
  'James',
  'Aisha',
  'Daniel',
  'Priya',
  'Tom',
  'Sofia',
  'Marcus',
  'Hannah',
  'Luis',
  'Grace',
  'Kenji',
  'Olivia',
  'Samuel',
  'Fatima',
  'Ethan',
  'Chloe',
  'Andre',
  'Nadia',
  'Ben',
  'Elena',
  'Kwame',
  'Ruth',
  'Diego',
  'Mei',
  'Patrick',
  'Leila',
  'Owen',
  'Rosa',
  'Jamal',
  'Ingrid',
  'Theo',
  'Amara',
  'Victor',
  'Lucy',
  'Rahul',
  'Carmen',
  'Noah',
  'Yuki',
  'Claire',
];
const surnames = [
  'Garcia',
  'Okafor',
  'Nguyen',
  'Patel',
  'Murphy',
  'Kowalski',
  'Johnson',
  'Haddad',
  'Rossi',
  'Kim',
  'Mensah',
  'Lindqvist',
  'Alvarez',
  'Brennan',
  'Tanaka',
  'Adeyemi',
  'Fischer',
  'Moreau',
  'Shapiro',
  'Reyes',
  'Campbell',
  'Novak',
  'Osei',
  'Delgado',
  'Walsh',
  'Chen',
  'Bauer',
  'Silva',
  'Hughes',
  'Ibrahim',
];

/** `count` different full names ("Maria Garcia"). */
export function fullNames(random: Random, count: number): string[] {
  const firsts = random.sample(firstNames, count);
  const lasts = random.sample(surnames, count);
  return firsts.map((first, i) => `${first} ${lasts[i % lasts.length]}`);
}

/** `count` different reviewer names as reviews sign them ("Maria G."). */
export function reviewerNames(random: Random, count: number): string[] {
  return fullNames(random, count).map((full) => {
    const [first, last] = full.split(' ');
    return `${first} ${last?.charAt(0) ?? ''}.`;
  });
}

/** Surnames for business-name suggestions ("Brennan & Sons"). */
export function surnameFor(random: Random): string {
  return random.pick(surnames);
}
