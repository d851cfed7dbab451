// Helpers for timing the computer's decisions in the browser (the level-5 test in computer-time.test.mjs and `make bench-bot`): the levels' wall-clock caps as the app defines them, the app's User Timing entries of each decision, and a percentile.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from './helpers.mjs';
import { playTurn, waitForTurn } from './app-helpers.mjs';

/**
 * The wall-clock cap of each search level in milliseconds, read from the app's own
 * definition (`level_cap_ms` in web/src/state/settings.rs), so the test bounds what the
 * app really asks of its worker. Throws if that function no longer reads as expected.
 */
export function levelCaps() {
  const src = readFileSync(join(REPO, 'web/src/state/settings.rs'), 'utf8');
  const body = src.match(/pub fn level_cap_ms\([^)]*\) -> u32 \{([\s\S]*?)\n\}/)?.[1] ?? '';
  const arms = body.match(/Level::Search\(n\) => match n \{([\s\S]*?)\}/)?.[1] ?? '';
  const caps = {};
  let rest;
  for (const [, pattern, ms] of arms.matchAll(/^\s*([\d |_]+?) => ([\d_]+),/gm)) {
    const value = Number(ms.replaceAll('_', ''));
    if (pattern.trim() === '_') rest = value;
    else for (const n of pattern.split('|')) caps[Number(n)] = value;
  }
  for (let n = 1; n <= 5; n++) caps[n] ??= rest;
  if (![1, 2, 3, 4, 5].every((n) => Number.isInteger(caps[n]) && caps[n] > 0)) {
    throw new Error(`cannot read the levels' caps from level_cap_ms in web/src/state/settings.rs: ${JSON.stringify(caps)}`);
  }
  return caps;
}

/**
 * Watches the computer's worker from inside the page (before the app starts): whether it
 * has said `ready`, and each answer's own account of its decision (`ms` on the worker's
 * clock, from reading the request to the answer; `capped`: the wall-clock cap stopped the
 * search; `nodes`). The app creates its workers with `new Worker`, which this wraps.
 */
export function watchWorker(page) {
  return page.addInitScript(() => {
    const Native = window.Worker;
    window.__computer = { ready: false, answers: [] };
    window.Worker = class extends Native {
      constructor(...args) {
        super(...args);
        this.addEventListener('message', (e) => {
          let reply;
          try {
            reply = JSON.parse(e.data);
          } catch {
            return;
          }
          if (reply.outcome === 'ready') window.__computer.ready = true;
          const step = reply.outcome?.step;
          if (step) window.__computer.answers.push({ ms: step.ms, capped: step.capped, nodes: step.nodes });
        });
      }
    };
  });
}

/** Waits until the computer's worker has started (its wasm loaded and running). */
export async function workerReady(page, timeout = 30_000) {
  await page.waitForFunction(() => window.__computer?.ready, null, { timeout, polling: 50 });
}

/** The worker's own account of each decision so far (see `watchWorker`). */
export function workerAnswers(page) {
  return page.evaluate(() => window.__computer.answers);
}

/**
 * The computer's decisions on this page so far: the app measures each from its request to
 * the worker's answer as a User Timing entry `incerto-computer:<level>` (web/src/bot_driver).
 */
export function decisions(page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('measure')
      .filter((m) => m.name.startsWith('incerto-computer:'))
      .map((m) => ({ level: m.name.split(':')[1], start: m.startTime, duration: m.duration })),
  );
}

/** The nearest-rank percentile `p` (0–100) of `values`. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Plays `color`'s turns by clicking (random legal choices) until the computer has made
 * `count` decisions or the game is over; returns its decisions.
 */
export async function playUntilDecisions(page, color, random, count) {
  for (;;) {
    const state = await waitForTurn(page, 30_000);
    const made = await decisions(page);
    if (state === 'over' || made.length >= count) return made;
    await playTurn(page, color, random);
  }
}
