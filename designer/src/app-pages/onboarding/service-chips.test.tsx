import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { checkAbout } from './about-step.tsx';
import { creationBody, initialAnswers } from './onboarding-answers.ts';
import { ServiceChips } from './service-chips.tsx';
import { addService, removeService, renameService, serviceChips, toggleService } from './service-choice.ts';

const suggested = ['Drain cleaning', 'Water heater repair', 'Leak detection'];

describe('service chips', () => {
  it('accepts a suggestion by pressing it, and takes it off by pressing again', () => {
    const accepted = toggleService([], 'Water heater repair');
    expect(accepted).toEqual({ services: ['Water heater repair'], error: null });
    expect(serviceChips(accepted.services, suggested)).toEqual([
      { name: 'Water heater repair', chosen: true },
      { name: 'Drain cleaning', chosen: false },
      { name: 'Leak detection', chosen: false },
    ]);
    expect(toggleService(accepted.services, 'water heater repair ')).toEqual({ services: [], error: null });
  });

  it('edits a chosen service in place; an empty name removes it; a listed name merges', () => {
    const chosen = ['Drain cleaning', 'Leak detection'];
    expect(renameService(chosen, 'Drain cleaning', '  Drain and sewer  cleaning ')).toEqual({
      services: ['Drain and sewer cleaning', 'Leak detection'],
      error: null,
    });
    expect(renameService(chosen, 'Drain cleaning', ' ').services).toEqual(['Leak detection']);
    expect(renameService(chosen, 'Drain cleaning', 'leak detection').services).toEqual(['Leak detection']);
    expect(renameService(chosen, 'Drain cleaning', 'x'.repeat(65))).toEqual({
      services: chosen,
      error: 'A service name has at most 64 characters',
    });
  });

  it('adds the owner’s own service, refusing a blank one, a repeat and a 25th (spec §9: 24 items)', () => {
    expect(addService(['Drain cleaning'], ' Gas line repair ')).toEqual({
      services: ['Drain cleaning', 'Gas line repair'],
      error: null,
    });
    expect(addService(['Drain cleaning'], '  ')).toEqual({
      services: ['Drain cleaning'],
      error: 'A service needs a name',
    });
    expect(addService(['Drain cleaning'], 'DRAIN CLEANING').services).toEqual(['Drain cleaning']);
    const full = Array.from({ length: 24 }, (_, i) => `Service ${i + 1}`);
    expect(addService(full, 'One more')).toEqual({ services: full, error: 'At most 24 services' });
  });

  it('removes a chosen service; a suggestion it was stays offered', () => {
    const left = removeService(['Drain cleaning', 'Gas line repair'], 'drain cleaning');
    expect(left).toEqual(['Gas line repair']);
    expect(serviceChips(left, suggested).map((c) => `${c.name}:${c.chosen}`)).toEqual([
      'Gas line repair:true',
      'Drain cleaning:false',
      'Water heater repair:false',
      'Leak detection:false',
    ]);
  });

  it('renders toggle buttons with their state, edit and remove for chosen ones, and a labelled add field', () => {
    const html = renderToStaticMarkup(
      <ServiceChips services={['Gas line repair']} suggestions={suggested} onChange={() => {}} />,
    );
    expect(html).toContain('<legend>Your services</legend>');
    expect(html).toContain('aria-pressed="true">Gas line repair</button>');
    expect(html).toContain('aria-pressed="false">Drain cleaning</button>');
    expect(html).toContain('aria-label="Edit Gas line repair"');
    expect(html).toContain('aria-label="Remove Gas line repair"');
    expect(html).not.toContain('aria-label="Remove Drain cleaning"');
    const addId = /<label class="field__label" for="([^"]+)">Add a service<\/label>/.exec(html)?.[1];
    expect(html).toContain(`id="${addId}"`);
    const refused = renderToStaticMarkup(
      <ServiceChips services={[]} suggestions={[]} onChange={() => {}} error="At most 24 services" />,
    );
    expect(refused).toContain('role="alert">At most 24 services</p>');
  });
});

describe('what only the owner knows, in the about step', () => {
  const base = {
    ...initialAnswers(new URLSearchParams(''), 'Austin, TX'),
    businessName: 'Rivera Plumbing',
    description: 'Plumbing.',
  };

  it('shows the model’s messages for a phone nobody can dial, a bad e-mail and bad hours', () => {
    expect(
      checkAbout({
        ...base,
        phone: 'call me',
        email: 'hello@',
        hours: [{ days: 'mon-fri', opens: '09:00', closes: '09:00' }],
        serviceArea: 'Austin, , Round Rock',
      }),
    ).toEqual({
      phone: 'Please enter a phone number a customer can dial, like +1 512 555 0134',
      email: 'Please enter a valid email address',
      hours: 'The closing time must differ from the opening time',
    });
  });

  it('sends services, contact, hours and service area in the creation body', () => {
    const body = creationBody(
      {
        ...base,
        services: ['Drain cleaning', 'Gas line repair'],
        phone: ' (512) 555-0134 ',
        email: '',
        address: '',
        serviceArea: 'Austin, Round Rock',
        hours: [{ days: 'sat-sun', opens: '10:00', closes: '14:00' }],
      },
      'id-1',
    );
    expect(body).toMatchObject({
      services: ['Drain cleaning', 'Gas line repair'],
      contact: { phone: '(512) 555-0134' },
      serviceArea: ['Austin', 'Round Rock'],
      hours: [{ days: ['Saturday', 'Sunday'], opens: '10:00', closes: '14:00' }],
    });
    expect(body.contact).toEqual({ phone: '(512) 555-0134' });
    expect('hours' in creationBody(base, 'id-2')).toBe(false);
  });
});
