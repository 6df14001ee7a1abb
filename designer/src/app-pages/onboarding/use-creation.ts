import {
  classifyCreation,
  creationCalls,
  creationStagesFor,
  errorMessage,
  type RouteAnswer,
} from '@sitewright/model';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, postJson } from '../../api/post-json.ts';
import { routeUrl } from '../../api/route-url.ts';
import { session } from '../../auth/session.ts';
import { followCreation } from './creation-stream.ts';
import { creationBody, type OnboardingAnswers } from './onboarding-answers.ts';

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
 */
export function useCreation(answers: OnboardingAnswers) {
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
    try {
      const { createWebsite } = creationCalls;
      const created = await postJson<RouteAnswer<typeof createWebsite>>(
        routeUrl(createWebsite, {}),
        creationBody(answers, creationId),
        { headers: session.authHeaders(), timeoutMs: creationTimeoutMs },
      );
      setState({ phase: 'done', websiteId: created.id });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'unknown';
      if (session.handleErrorCode(code)) return;
      if (code === 'more-information-needed') setState({ phase: 'more-information' });
      else if (code === 'website-limit-exceeded' && error instanceof ApiError)
        setState({ phase: 'failed', message: error.message });
      else setState({ phase: 'failed', message: errorMessage('website-creation-failed') });
    } finally {
      controller.abort();
    }
  }, [answers, stages, moveTo]);

  return { state, stages, start, reset: () => setState({ phase: 'idle' }) };
}
