import { useState } from 'react';
import { Band, Hero } from '../marketing/page-parts.tsx';
import type { PageDefinition } from '../router/page.ts';
import { titleSuffix } from '../router/page.ts';
import { CopyButton } from '../ui/copy-button.tsx';
import { TextAreaField, TextField } from '../ui/field.tsx';
import { ToolForm, ToolResults } from './tool-parts.tsx';
import {
  type GoogleAdsAnswer,
  type GoogleAdsRequest,
  toolLimits,
  toolPaths,
  useToolCall,
} from './tools-api.ts';

/** Characters as Google Ads counts them (code points). */
const length = (text: string) => [...text].length;

function GoogleAdPage() {
  const [businessName, setBusinessName] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ businessName?: string; description?: string }>({});
  const call = useToolCall<GoogleAdsRequest, GoogleAdsAnswer>(toolPaths.googleAds);

  const submit = () => {
    const found = {
      ...(businessName.trim() === '' ? { businessName: 'Enter your business name.' } : {}),
      ...(description.trim() === '' ? { description: 'Describe what you offer and who it is for.' } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void call.run({ businessName: businessName.trim(), description: description.trim() });
  };

  return (
    <>
      <Hero
        title="Google ad generator"
        lead={`Write search ads for your business in seconds. Every headline fits Google’s ${toolLimits.googleAdHeadline} characters and every description its ${toolLimits.googleAdDescription}.`}
      />
      <ToolForm onSubmit={submit} pending={call.pending} error={call.error} submitLabel="Write ads">
        <TextField
          label="Business name"
          name="businessName"
          maxLength={toolLimits.businessName}
          value={businessName}
          onChange={(event) => setBusinessName(event.target.value)}
          error={errors.businessName ?? null}
          required
        />
        <TextAreaField
          label="What do you offer, and to whom?"
          hint="Mention your area and what makes you different: “same-day boiler repair in Bristol, no call-out fee”."
          name="description"
          rows={4}
          maxLength={toolLimits.businessDescription}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          error={errors.description ?? null}
          required
        />
      </ToolForm>
      <ToolResults title="Your ads">
        {call.answer ? (
          <ul className="ads">
            {call.answer.ads.map((ad) => (
              <li key={`${ad.headline}|${ad.description}`} className="ad">
                <p className="ad__label">Sponsored</p>
                <p className="ad__headline">{ad.headline}</p>
                <p className="ad__description">{ad.description}</p>
                <p className="ad__counts">
                  Headline {length(ad.headline)}/{toolLimits.googleAdHeadline} · Description{' '}
                  {length(ad.description)}/{toolLimits.googleAdDescription}
                </p>
                <CopyButton
                  text={`${ad.headline}\n${ad.description}`}
                  toast="Ad copied"
                  accessibleLabel={`Copy ad: ${ad.headline}`}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </ToolResults>
      <Band id="ad-tips" title="Getting more from your ads" tone="tinted">
        <ul className="service-list">
          <li>Put the service and the town in the headline: it is what people searched for.</li>
          <li>Give a reason to click now: a price, a guarantee or same-day availability.</li>
          <li>Send the ad to a page that matches it, not only your home page.</li>
        </ul>
      </Band>
    </>
  );
}

/** The Google ad creator (spec §1 free tools; spec §9 headline 30, description 90). */
export const page: PageDefinition = {
  head: () => ({
    title: `Free Google ad generator${titleSuffix}`,
    description:
      'Write Google search ads for your small business: headlines up to 30 characters and descriptions up to 90, ready to copy into Google Ads. Free.',
  }),
  Component: GoogleAdPage,
};
