import { generatedTextFits } from '@sitewright/model';
import { classifyIndustry } from './classify.ts';
import { industryProfiles } from './industries/index.ts';
import { fillerWords } from './tool-words.ts';
import type { WriteContext } from './write-context.ts';

/** Ideas for an activity ("cycling", "photography"); `{x}` as written, `{X}` capitalised. */
const activityIdeas = [
  '{X} classes for complete beginners',
  'Weekend {x} workshops for adults and teens',
  'Mobile {x} service that visits customers at home',
  'Online shop selling {x} kits and supplies',
  '{X} subscription box delivered every month',
  'Private {x} coaching for busy professionals',
  '{X} parties for birthdays and team events',
  'Video course teaching {x} to beginners online',
  '{X} stall at local farmers markets',
  'Repair and tune-up service for {x} gear',
  'Newsletter of {x} tips with paid membership',
  '{X} holiday camps for school-age children',
];
/** Ideas for a thing one likes ("dogs", "old cars"); `{s}` is it in the singular ("dog"). */
const thingIdeas = [
  '{S} lovers subscription box delivered monthly',
  'Online shop selling {s} accessories and supplies',
  'Mobile {s} care service for busy owners',
  'Workshops about {x} for families and schools',
  'Blog and newsletter about {x} with sponsors',
  'Local {s} club with paid membership events',
  '{S} photography sessions at customers’ homes',
  'Secondhand {s} marketplace for your local area',
];
/** Ideas for a doing ("fixing things", "growing vegetables"). */
const doingIdeas = [
  'Paid workshops teaching {x} to beginners',
  'Local service {x} for busy households',
  'Video course on {x} for complete beginners',
  'Weekend market stall {x} while customers wait',
  'Community evening classes on {x} for adults',
  'Online coaching calls on {x} for beginners',
];
/** Ideas joining two interests. */
const twoInterests = [
  '{X} and {y} weekend retreats for adults',
  'Club combining {x} and {y} for families',
  'Online community for {x} and {y} fans',
];

const leadIn =
  /^(?:(?:i|we)\s+(?:am|'m|’m|love|like|enjoy|know|do|have)\s+|(?:really|also|good|great|skilled|interested|experienced|at|in|with|about|into|being|my|the|a|an|some|lots of)\s+)+/i;
const weekdayOrTime = /^(?:weekends?|evenings?|mornings?|nights?|free time|spare time|holidays?)$/i;

/**
 * The interests a person lists ("cycling, fixing things, weekends"; "I love baking and dogs"):
 * each comma, "and" or sentence part without its lead-in ("I love", "good at"), kept when it is
 * one to three words and says something (not only "weekends").
 */
export function interestsIn(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(/[,;.!?\n/&]+|\band\b|\bor\b|\bplus\b/i)
    .map((part) => part.trim().replace(leadIn, '').trim().toLowerCase())
    .filter((part) => {
      const words = part.split(/\s+/).filter(Boolean);
      const says = words.some((w) => w.length >= 3 && !fillerWords.has(w));
      if (!says || words.length > 3 || weekdayOrTime.test(part) || seen.has(part)) return false;
      seen.add(part);
      return /^[\p{L}][\p{L}\p{N}' -]*$/u.test(part);
    })
    .slice(0, 4);
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const singular = (x: string) => x.replace(/(?<!s)s$/, '');
const filled = (template: string, x: string, y = '') =>
  template
    .replaceAll('{X}', capital(x))
    .replaceAll('{x}', x)
    .replaceAll('{S}', capital(singular(x)))
    .replaceAll('{s}', singular(x))
    .replaceAll('{y}', y);

/** Which ideas suit an interest: a doing ("fixing things"), a thing ("dogs") or an activity. */
function ideasFor(interest: string): readonly string[] {
  const words = interest.split(' ');
  if (words.length > 1 && words[0]!.endsWith('ing')) return doingIdeas;
  if (/[^s]s$/.test(words.at(-1)!) && !/ics$/.test(interest)) return thingIdeas;
  return activityIdeas;
}

/**
 * Business ideas (spec §5: 10 of 5 to 8 words) from the interests the person states: each interest
 * in turn in an idea pattern, a pair of them together, and the ideas of the field the interests
 * point to (cycling → bike repair). Interests that say nothing fall back to that field's ideas.
 */
export function writeBusinessIdeas(ctx: WriteContext, count: number): string[] {
  const text = ctx.input.activities;
  const random = ctx.random(`ideas ${text}`);
  const interests = interestsIn(text);
  const perInterest = interests.map((x) => random.shuffle(ideasFor(x)).map((t) => filled(t, x)));
  const pairs =
    interests.length >= 2
      ? random
          .shuffle(twoInterests)
          .map((t, i) => filled(t, interests[i % interests.length]!, interests[(i + 1) % interests.length]!))
      : [];
  const field = classifyIndustry({ description: text }).industry;
  const fieldIdeas = random.shuffle((field ? industryProfiles[field] : ctx.profile).ideas);
  const lists = [...perInterest, pairs, field ? fieldIdeas : []];
  const ideas: string[] = [];
  const add = (idea: string | undefined) => {
    if (idea && ideas.length < count && !ideas.includes(idea) && generatedTextFits('idea', idea))
      ideas.push(idea);
  };
  for (let round = 0; lists.some((l) => l.length > round); round++)
    for (const list of lists) add(list[round]);
  for (const idea of fieldIdeas) add(idea);
  return ideas;
}
