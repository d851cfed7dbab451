// Helpers for timing the computer's decisions in the browser (the level-5 test in computer-time.test.mjs and `make bench-bot`): the levels' wall-clock caps as the app defines them, the app's User Timing entries of each decision, and a percentile.

import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { REPO } from './helpers.mjs';
import { playTurn, waitForTurn } from './app-helpers.mjs';

/**
 * The wall-clock cap of each search level in milliseconds, from the engine's level table
 * (engine/src/bot/ladder.rs, the table the app reads its caps from), through the JS
 * package's `levels()` (pkg/node, `make pkg`). Throws if the package is missing.
 */
export function levelCaps() {
  const entry = join(REPO, 'pkg/node/incerto_engine.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`make pkg\` first`);
  const caps = {};
  for (const row of createRequire(import.meta.url)(entry).levels()) {
    const n = row.level.match(/^level(\d)$/)?.[1];
    if (n) caps[Number(n)] = row.capMs;
  }
  if (![1, 2, 3, 4, 5].every((n) => Number.isInteger(caps[n]) && caps[n] > 0)) {
    throw new Error(`cannot read the levels' caps from the package's levels(): ${JSON.stringify(caps)}`);
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
 * the worker's answer as a User Timing entry `incerto-computer:<level>` (web/app/src/bot_driver).
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
