import {
  classifyCreation,
  creationCalls,
  creationStagesFor,
  errorMessage,
  type RouteAnswer,
  trialCalls,
} from '@sitewright/model';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, postJson } from '../../api/post-json.ts';
import { routeUrl } from '../../api/route-url.ts';
import { session } from '../../auth/session.ts';
import { followCreation } from './creation-stream.ts';
import { creationBody, type OnboardingAnswers } from './onboarding-answers.ts';
import { keepTrial } from './trial.ts';

export type CreationState =
  | { phase: 'idle' }
  | { phase: 'running'; stageIndex: number; longer: boolean }
  | { phase: 'done'; websiteId: string }
  | { phase: 'more-information' }
  | { phase: 'failed'; message: string };

/** Decision: creation is one long call (generation); it gets 3 minutes, not the 30 s network time-out. */
const creationTimeoutMs = 180_000;

/**
 * Runs a website creation: opens the progress stream, posts the answers, and moves through the
 * stages only as the stream's `stage` events say the work got there (no stage is advanced by a
 * timer: the view shows where the creation really is); a stage lasting past spec §4's time-out
 * shows 'Taking longer than expected'.
 * `trial`: a visitor without an account — the website is created as a trial (`POST
 * /api/trial/websites`, the api sets its cookie); the stream needs an account, so the view stays on
 * the first stage until the website is ready (under a second offline).
 */
export function useCreation(answers: OnboardingAnswers, trial = false) {
  const [state, setState] = useState<CreationState>({ phase: 'idle' });
  const linkSupplied = answers.link.trim() !== '';
  const stages = useMemo(() => creationStagesFor(linkSupplied), [linkSupplied]);
  const stageStarted = useRef(0);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const moveTo = useCallback((stageIndex: number) => {
    stageStarted.current = Date.now();
    setState((s) =>
      s.phase === 'running' && stageIndex > s.stageIndex
        ? { phase: 'running', stageIndex, longer: false }
        : s,
    );
  }, []);

  useEffect(() => {
    if (state.phase !== 'running') return;
    const tick = setInterval(() => {
      const stage = stages[state.stageIndex];
      if (!stage) return;
      const msInStage = Date.now() - stageStarted.current;
      if (!state.longer && classifyCreation({ status: 'running', stage: stage.id, msInStage })) {
        setState({ ...state, longer: true });
      }
    }, 250);
    return () => clearInterval(tick);
  }, [state, stages]);

  const start = useCallback(async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    const creationId = crypto.randomUUID();
    stageStarted.current = Date.now();
    setState({ phase: 'running', stageIndex: 0, longer: false });
    if (!trial) {
      await followCreation(
        creationId,
        session.authHeaders(),
        (event) => {
          if (event.type === 'stage') {
            const index = stages.findIndex((s) => s.id === event.data.stage);
            if (index >= 0) moveTo(index);
          } else if (event.type === 'notice') {
            setState((s) => (s.phase === 'running' ? { ...s, longer: true } : s));
          }
        },
        controller.signal,
      );
    }
    try {
      if (trial) {
        const { createTrialWebsite } = trialCalls;
        const created = await postJson<RouteAnswer<typeof createTrialWebsite>>(
          routeUrl(createTrialWebsite, {}),
          creationBody(answers, creationId),
          { timeoutMs: creationTimeoutMs },
        );
        keepTrial({ websiteId: created.id, expiresAt: created.expiresAt });
        setState({ phase: 'done', websiteId: created.id });
        return;
      }
      const { createWebsite } = creationCalls;
      const created = await postJson<RouteAnswer<typeof createWebsite>>(
        routeUrl(createWebsite, {}),
        creationBody(answers, creationId),
        { headers: session.authHeaders(), timeoutMs: creationTimeoutMs },
      );
      setState({ phase: 'done', websiteId: created.id });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'unknown';
      if (!trial && session.handleErrorCode(code)) return;
      if (code === 'more-information-needed') setState({ phase: 'more-information' });
      else if (
        (code === 'website-limit-exceeded' || code === 'too-many-requests') &&
        error instanceof ApiError
      )
        setState({ phase: 'failed', message: error.message });
      else setState({ phase: 'failed', message: errorMessage('website-creation-failed') });
    } finally {
      controller.abort();
    }
  }, [answers, stages, moveTo, trial]);

  return { state, stages, start, reset: () => setState({ phase: 'idle' }) };
}
