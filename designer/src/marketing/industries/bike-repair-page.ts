import { industryPage } from './industry-page.tsx';

/** /industries/bike-repair: what a Sitewright site includes for a bike repair. */
export const page = industryPage({
  slug: 'bike-repair',
  name: 'Bike repair',
  title: 'A bike repair website that gets riders back on the road',
  lead: 'A rider with a snapped chain needs to know three things: do you fix my kind of bike, how much will it cost, and how soon. Your site answers all three before they call.',
  description:
    'Build a bike repair shop website with service packages and prices, turnaround times, the bikes you work on and a repair booking form. Free hosting.',
  includes: [
    {
      title: 'Service packages with prices',
      text: 'Basic safety check, full service and overhaul, each listing what is included, from gear indexing to bearing replacement.',
    },
    {
      title: 'Bikes you work on',
      text: 'Road, mountain, e-bikes, cargo bikes, kids\u2019 bikes: say what you service and which e-bike motor systems you are trained on.',
    },
    {
      title: 'Turnaround times',
      text: 'A banner with the current wait for a full service, updated in a minute when the spring rush hits.',
    },
    {
      title: 'Book a repair',
      text: 'A contact form that asks for the bike, the fault and a drop-off day, so you can order parts before it arrives.',
    },
  ],
  services: [
    'Puncture repair',
    'Safety check and tune-up',
    'Full service',
    'Hydraulic brake bleed',
    'Wheel truing and spoke replacement',
  ],
  tip: 'Photograph the before and after of an overhaul. A gleaming drivetrain next to a rusty one sells a full service better than any description.',
});
