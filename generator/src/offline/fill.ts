import type { AiPromptInput } from '@sitewright/model';

/** The values the `{name}` and `{town}` tokens of industry text are filled with. */
export interface FillValues {
  name: string;
  /** The town part of the location, or '' when none was given. */
  town: string;
}

/**
 * The town of a location as typed ("Austin, TX" → "Austin"; "12 High St, Leeds" → "Leeds"):
 * the first comma part without digits, at most 32 characters.
 */
export function townOf(location: string): string {
  const parts = location
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const town = parts.find((p) => !/\d/.test(p)) ?? '';
  return town.length > 32 ? '' : town;
}

export function fillValuesOf(input: Pick<AiPromptInput, 'businessName' | 'location'>): FillValues {
  return { name: input.businessName.trim() || 'our business', town: townOf(input.location) };
}

/** Fills `{name}` and `{town}` ("your area" when no town is known). */
export function fill(template: string, values: FillValues): string {
  return template
    .replaceAll('{name}', values.name)
    .replace(/(^|[.!?]\s+)\{town\}/g, (_m, lead: string) => `${lead}${values.town || 'Your area'}`)
    .replaceAll('{town}', values.town || 'your area');
}

/** Whether a template reads well for this business: it names no town when none is known. */
export function usable(template: string, values: FillValues): boolean {
  return values.town !== '' || !template.includes('{town}');
}
