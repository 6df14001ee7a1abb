import { describe, expect, it } from 'vitest';
import { initialSpinnerState, type SpinnerAction, type SpinnerState, spinnerReducer } from './spinner.ts';

const run = (actions: SpinnerAction[], from: SpinnerState = initialSpinnerState) =>
  actions.reduce(spinnerReducer, from);

describe('spec §4 spinner overlay priorities', () => {
  it.each([
    ['a request shows on an idle overlay', [{ type: 'show', priority: 'Low' }], 'Low'],
    [
      'higher overrides lower',
      [
        { type: 'show', priority: 'Normal' },
        { type: 'show', priority: 'High' },
      ],
      'High',
    ],
    [
      'equal replaces',
      [
        { type: 'show', priority: 'High', message: 'a' },
        { type: 'show', priority: 'High', message: 'b' },
      ],
      'High',
    ],
    [
      'lower cannot override higher',
      [
        { type: 'show', priority: 'Highest' },
        { type: 'show', priority: 'Normal' },
      ],
      'Highest',
    ],
    [
      'lower cannot hide higher',
      [
        { type: 'show', priority: 'High' },
        { type: 'hide', priority: 'Low' },
      ],
      'High',
    ],
    [
      'equal hides',
      [
        { type: 'show', priority: 'High' },
        { type: 'hide', priority: 'High' },
      ],
      null,
    ],
    [
      'higher hides',
      [
        { type: 'show', priority: 'Low' },
        { type: 'hide', priority: 'Highest' },
      ],
      null,
    ],
    ['reset clears even Highest', [{ type: 'show', priority: 'Highest' }, { type: 'reset' }], null],
  ] as [string, SpinnerAction[], string | null][])('%s', (_rule, actions, priority) => {
    expect(run(actions).active?.priority ?? null).toBe(priority);
  });

  it('keeps the message of the request that is shown', () => {
    const state = run([
      { type: 'show', priority: 'Normal', message: 'Saving' },
      { type: 'show', priority: 'High', message: 'Publishing' },
    ]);
    expect(state.active).toEqual({ priority: 'High', message: 'Publishing' });
  });

  it('returns the same state object for an ignored request', () => {
    const state = run([{ type: 'show', priority: 'Highest' }]);
    expect(spinnerReducer(state, { type: 'show', priority: 'Low' })).toBe(state);
  });
});
