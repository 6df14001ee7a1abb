import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';

/** A limit: at most `limit` hits per `windowMs` for one key (an e-mail, an IP address …). */
export interface RateRule {
  /** Names the counter, so the same key counts separately per rule (`otp-email`, `otp-ip`). */
  name: string;
  limit: number;
  windowMs: number;
}

/** One counter to charge: a rule and the key it counts (`{ rule: otpPerEmail, key: email }`). */
export interface RateHit {
  rule: RateRule;
  key: string;
}

/** The answer to {@link RateLimiter.consume}: allowed, or refused with when to retry. */
export type RateDecision = { allowed: true } | { allowed: false; rule: string; retryAfterMs: number };

/**
 * Counts requests per key. In memory for one process ({@link createMemoryRateLimiter}); in the
 * database when several api processes share the limits ({@link createSharedRateLimiter}).
 */
export interface RateLimiter {
  /**
   * Charges every hit at once, or none: when any rule is over its limit the request is refused
   * and no counter keeps its charge, so a refused request does not eat the budget of the other
   * rules. The refusal names the first full rule in the order given.
   */
  consume(hits: readonly RateHit[]): Promise<RateDecision>;
}

/** Makes the counter of one rule: a rate-limiter-flexible limiter whose key prefix is the rule's name. */
export type CounterFactory = (rule: RateRule) => RateLimiterAbstract;

/**
 * A {@link RateLimiter} over rate-limiter-flexible counters, one per rule (made on first use).
 *
 * Windows are the library's fixed windows: a key's window opens at its first hit and lasts
 * `windowMs`; `limit` hits fit in it, and a refusal's retry is when it closes. Time is the
 * library's `Date.now()` (the api's injected clock does not reach it; tests fake `Date`).
 *
 * All or none: the hits are charged one by one (each charge is atomic in its store), and a
 * refusal gives back every charge this request made, the refused one included. Two requests
 * racing for the last slots may both be refused for a moment (one sees the other's charge before
 * it is given back). A give-back that lands just after the key's window closed opens the next
 * window one hit lighter: the one way a window can admit `limit + 1`, accepted for simplicity.
 */
export function rateLimiterOver(makeCounter: CounterFactory): RateLimiter & { reset(): void } {
  const counters = new Map<string, { rule: RateRule; counter: RateLimiterAbstract }>();

  const counterOf = (rule: RateRule): RateLimiterAbstract => {
    const known = counters.get(rule.name);
    if (known) {
      if (known.rule.limit !== rule.limit || known.rule.windowMs !== rule.windowMs) {
        throw new Error(`Two rate rules are named ${rule.name} with different limits`);
      }
      return known.counter;
    }
    const counter = makeCounter(rule);
    counters.set(rule.name, { rule, counter });
    return counter;
  };

  return {
    async consume(hits) {
      const charged: RateHit[] = [];
      for (const hit of hits) {
        let refusal: RateLimiterRes | undefined;
        try {
          await counterOf(hit.rule).consume(hit.key);
        } catch (error) {
          if (!(error instanceof RateLimiterRes)) {
            // The store failed: give back what was charged (as well as it can be) and fail.
            await giveBack(charged).catch(() => {});
            throw error;
          }
          refusal = error;
        }
        if (refusal) {
          await giveBack([...charged, hit]);
          return { allowed: false, rule: hit.rule.name, retryAfterMs: Math.max(1, refusal.msBeforeNext) };
        }
        charged.push(hit);
      }
      return { allowed: true };
    },
    reset() {
      counters.clear();
    },
  };

  async function giveBack(hits: readonly RateHit[]): Promise<void> {
    await Promise.all(hits.map((hit) => counterOf(hit.rule).reward(hit.key)));
  }
}

/** The library's counter options for a rule: `limit` points per `windowMs`. */
export function counterOptions(rule: RateRule): { keyPrefix: string; points: number; duration: number } {
  return { keyPrefix: rule.name, points: rule.limit, duration: rule.windowMs / 1000 };
}
