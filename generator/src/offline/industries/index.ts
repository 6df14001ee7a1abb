import type { Industry } from '@sitewright/model';
import type { IndustryProfile } from '../industry-profile.ts';
import { accountant } from './accountant.ts';
import { barberShop } from './barber-shop.ts';
import { bikeRepair } from './bike-repair.ts';
import { bookStore } from './book-store.ts';
import { carDetailing } from './car-detailing.ts';
import { carpentry } from './carpentry.ts';
import { catering } from './catering.ts';
import { chessInstructor } from './chess-instructor.ts';
import { coffeeShop } from './coffee-shop.ts';
import { condoRentalAgency } from './condo-rental-agency.ts';
import { dentistOffice } from './dentist-office.ts';
import { electrician } from './electrician.ts';
import { fitness } from './fitness.ts';
import { general } from './general.ts';
import { hairStyling } from './hair-styling.ts';
import { heatingAndCooling } from './heating-and-cooling.ts';
import { homeConstruction } from './home-construction.ts';
import { houseCleaning } from './house-cleaning.ts';
import { landscaping } from './landscaping.ts';
import { medicalClinic } from './medical-clinic.ts';
import { musicLessons } from './music-lessons.ts';
import { nonProfitOrganization } from './non-profit-organization.ts';
import { nutritionist } from './nutritionist.ts';
import { pestControl } from './pest-control.ts';
import { physicalTherapist } from './physical-therapist.ts';
import { realEstateAgent } from './real-estate-agent.ts';
import { restaurant } from './restaurant.ts';
import { spa } from './spa.ts';
import { technologyConsulting } from './technology-consulting.ts';
import { therapist } from './therapist.ts';
import { tireShop } from './tire-shop.ts';

/** The knowledge of each of the 30 industries (spec §2); a missing one is a compile error. */
export const industryProfiles = {
  accountant,
  'barber-shop': barberShop,
  'bike-repair': bikeRepair,
  'book-store': bookStore,
  'car-detailing': carDetailing,
  carpentry,
  catering,
  'chess-instructor': chessInstructor,
  'coffee-shop': coffeeShop,
  'condo-rental-agency': condoRentalAgency,
  'dentist-office': dentistOffice,
  electrician,
  fitness,
  'hair-styling': hairStyling,
  'heating-and-cooling': heatingAndCooling,
  'home-construction': homeConstruction,
  'house-cleaning': houseCleaning,
  landscaping,
  'medical-clinic': medicalClinic,
  'music-lessons': musicLessons,
  'non-profit-organization': nonProfitOrganization,
  nutritionist,
  'pest-control': pestControl,
  'physical-therapist': physicalTherapist,
  'real-estate-agent': realEstateAgent,
  restaurant,
  spa,
  'technology-consulting': technologyConsulting,
  therapist,
  'tire-shop': tireShop,
} as const satisfies Record<Industry, IndustryProfile>;

export { general as generalProfile };

/** The profile of an industry, or the general one when none is known. */
export function profileFor(industry: Industry | null | undefined): IndustryProfile {
  return industry ? industryProfiles[industry] : general;
}
