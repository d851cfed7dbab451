// Helpers for the lesson tests (the Learn screen and embedded lessons): read a lesson player through its DOM, click its squares and buttons, and wait for the lessons' worker to answer.

/**
 * Everything a lesson player shows, read in one round trip inside `root` (a locator of the
 * page's body, or of a frame's): its place and phase, the step marks, the feedback, and the
 * board's discs and overlays. `null` while no lesson is shown.
 */
export function lessonOf(root) {
  return root.evaluate((body) => {
    const el = body.querySelector('[data-testid=lesson]');
    if (!el) return null;
    const svg = el.querySelector('[data-testid=board]');
    const overlays = {};
    for (const state of ['selected', 'available', 'capturable', 'skipped', 'last-move', 'check', 'highlight']) {
      overlays[state] = [...svg.querySelectorAll(`.overlay[data-state="${state}"]`)].map((e) => e.dataset.square);
    }
    const discs = {};
    for (const g of svg.querySelectorAll('g.disc')) {
      discs[g.dataset.square] = { color: g.dataset.color, state: g.dataset.state, role: g.dataset.role ?? null };
    }
    const feedback = el.querySelector('[data-testid=lesson-feedback]');
    return {
      game: el.dataset.game,
      lesson: el.dataset.lesson,
      step: el.dataset.step,
      phase: el.dataset.phase,
      finished: el.dataset.finished === 'true',
      rev: Number(el.dataset.rev),
      done: [...el.querySelectorAll('.step-dot')].map((b) => b.dataset.done === 'true'),
      feedback: feedback ? { tone: feedback.dataset.tone, text: feedback.textContent } : null,
      interactive: svg.classList.contains('interactive'),
      flipped: svg.dataset.flipped === 'true',
      discs,
      overlays,
    };
  });
}

/** Waits until the lesson shown satisfies `pred`, and returns it. */
export async function waitLesson(root, pred, timeout = 20_000) {
  const end = Date.now() + timeout;
  let last = null;
  while (Date.now() < end) {
    last = await lessonOf(root);
    if (last && pred(last)) return last;
    await new Promise((r) => setTimeout(r, 40));
  }
  throw new Error(`the lesson did not reach the expected state; last seen: ${JSON.stringify(last)}`);
}

/** Clicks a square of the lesson's board and waits for the worker's answer. */
export async function clickLesson(root, square, before) {
  await root.locator(`[data-testid=lesson] [data-testid=board] rect[data-square="${square}"]`).click();
  return waitLesson(root, (l) => l.rev > before.rev);
}

/** Clicks a button of the lesson player (by test id) and waits for the worker's answer. */
export async function pressLesson(root, testid, before) {
  await root.locator(`[data-testid=${testid}]`).click();
  return waitLesson(root, (l) => l.rev > before.rev);
}
