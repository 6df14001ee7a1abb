/**
 * The 30 industries of spec §2 with their display names. A plain constant rather than
 * `industry.options` from `@sitewright/model`: importing the model pulls zod into the marketing
 * bundle (≈ 45 KB gzip). `routes.test.ts` checks this list equals the model's enum.
 */
export const industries = [
  { slug: 'accountant', name: 'Accountant' },
  { slug: 'barber-shop', name: 'Barber shop' },
  { slug: 'bike-repair', name: 'Bike repair' },
  { slug: 'book-store', name: 'Book store' },
  { slug: 'car-detailing', name: 'Car detailing' },
  { slug: 'carpentry', name: 'Carpentry' },
  { slug: 'catering', name: 'Catering' },
  { slug: 'chess-instructor', name: 'Chess instructor' },
  { slug: 'coffee-shop', name: 'Coffee shop' },
  { slug: 'condo-rental-agency', name: 'Condo rental agency' },
  { slug: 'dentist-office', name: 'Dentist office' },
  { slug: 'electrician', name: 'Electrician' },
  { slug: 'fitness', name: 'Fitness' },
  { slug: 'hair-styling', name: 'Hair styling' },
  { slug: 'heating-and-cooling', name: 'Heating and cooling' },
  { slug: 'home-construction', name: 'Home construction' },
  { slug: 'house-cleaning', name: 'House cleaning' },
  { slug: 'landscaping', name: 'Landscaping' },
  { slug: 'medical-clinic', name: 'Medical clinic' },
  { slug: 'music-lessons', name: 'Music lessons' },
  { slug: 'non-profit-organization', name: 'Non-profit organization' },
  { slug: 'nutritionist', name: 'Nutritionist' },
  { slug: 'pest-control', name: 'Pest control' },
  { slug: 'physical-therapist', name: 'Physical therapist' },
  { slug: 'real-estate-agent', name: 'Real estate agent' },
  { slug: 'restaurant', name: 'Restaurant' },
  { slug: 'spa', name: 'Spa' },
  { slug: 'technology-consulting', name: 'Technology consulting' },
  { slug: 'therapist', name: 'Therapist' },
  { slug: 'tire-shop', name: 'Tire shop' },
] as const;

export type IndustrySlug = (typeof industries)[number]['slug'];

/** The landing page of an industry. */
export const industryPath = (slug: IndustrySlug) => `/industries/${slug}`;

/** The build-website action of an industry page: onboarding with the industry carried along. */
export const onboardingForIndustry = (slug: IndustrySlug) => `/onboarding?industry=${slug}`;
