// biome-ignore-all format: one trade per block with each list on one line keeps the taxonomy reviewable
import type { Trade } from './trade.ts';

/** Childcare: caring for children while parents work, and filling their holidays. */
export const childcare: readonly Trade[] = [
  { id: 'daycare', name: 'Daycare', schemaType: 'ChildCare', pictures: [],
    words: ['daycare', 'day care', 'childcare', 'child care', 'nursery', 'infant care', 'toddler room'],
    services: ['Infant care', 'Toddler care', 'Full-day care', 'Part-time places', 'Healthy meals', 'Outdoor play'],
    faq: ['What is the child-to-staff ratio?', 'Can we visit before enrolling?', 'What does a typical day look like?'] },
  { id: 'preschool', name: 'Preschool', schemaType: 'Preschool', pictures: ['book-store'],
    words: ['preschool', 'pre-k', 'pre-school', 'kindergarten', 'montessori', 'early years', 'early learning'],
    services: ['Preschool classes', 'Pre-k', 'Montessori programme', 'School readiness', 'Half-day sessions', 'Parent meetings'],
    faq: ['What age can children start?', 'Do children need to be potty trained?', 'How do you prepare them for school?'] },
  { id: 'nanny', name: 'Nanny and babysitting', schemaType: 'ChildCare', pictures: [],
    words: ['nanny', 'babysitter', 'babysitting', 'au pair', 'sitter', 'nanny agency'],
    services: ['Full-time nannies', 'Part-time nannies', 'Date-night babysitting', 'Overnight care', 'Newborn care', 'Holiday cover'],
    faq: ['How do you choose sitters?', 'Can we meet the nanny first?', 'Do sitters help with homework?'] },
  { id: 'after-school', name: 'After-school club', schemaType: 'ChildCare', pictures: [],
    words: ['after-school', 'after school', 'before school', 'school pick-up', 'homework club', 'wraparound care'],
    services: ['After-school care', 'Before-school care', 'School pick-up', 'Homework time', 'Games and crafts', 'Snacks'],
    faq: ['Which schools do you collect from?', 'Can we book some days only?', 'Is homework supervised?'] },
  { id: 'summer-camp', name: 'Holiday and summer camp', schemaType: 'ChildCare', pictures: ['fitness'],
    words: ['summer camp', 'day camp', 'holiday club', 'holiday camp', 'spring break camp', 'adventure camp'],
    services: ['Day camps', 'Sports camps', 'Arts and crafts', 'Outdoor adventures', 'Weekly themes', 'Extended hours'],
    faq: ['What ages is the camp for?', 'What should children bring?', 'Can we book single days?'] },
  { id: 'kids-activities', name: 'Kids’ activity classes', schemaType: 'ChildCare', pictures: ['fitness'],
    words: ['toddler classes', 'baby classes', 'soft play', 'kids gym', 'gymnastics', 'messy play', 'music and movement'],
    services: ['Toddler classes', 'Baby sensory', 'Gymnastics', 'Soft play sessions', 'Birthday parties', 'Holiday workshops'],
    faq: ['What age are classes for?', 'Can I try a class first?', 'Do parents stay?'] },
];
