import type { Random } from './prng.ts';

/** Common surnames from many backgrounds, for business-name suggestions ("Brennan & Sons"). */
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

/** Surnames for business-name suggestions ("Brennan & Sons"). */
export function surnameFor(random: Random): string {
  return random.pick(surnames);
}
