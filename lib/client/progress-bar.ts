// The thin bar along the top of the window while a client-side navigation loads (components/chrome/
// route-progress.tsx decides when). A few lines of DOM in place of a progress-bar library (1.7 KB gzip on every
// page): an element `#nprogress` with a `.bar`, drawn by globals.css, that creeps towards the end while the
// page loads and fills, fades and goes away when it is done.

export const BAR_ID = 'nprogress';
/** Where the bar starts, as a fraction of the window's width. */
export const BAR_START = 0.12;
/** How often the bar creeps forward, and how long it takes to fill and to fade when done. */
export const BAR_STEP_MS = 200;
/** The bar never reaches the end on its own. */
export const BAR_MAX = 0.994;

/** The next position of a creeping bar: big steps at first, ever smaller ones towards the end. */
export function creep(progress: number): number {
  const step = progress < 0.2 ? 0.1 : progress < 0.5 ? 0.04 : progress < 0.8 ? 0.02 : 0.005;
  return Math.min(progress + step, BAR_MAX);
}

let timer: ReturnType<typeof setInterval> | undefined;
let progress = 0;
/** Counts starts and finishes: a fade scheduled by one finish is dropped once the bar has been used again. */
let generation = 0;

function draw(root: HTMLElement, value: number) {
  progress = value;
  const bar = root.firstElementChild as HTMLElement;
  bar.style.transform = `translate3d(${(value - 1) * 100}%,0,0)`;
}

/** Shows the bar (again from the start when it was fading) and lets it creep until done(). */
export function startBar(doc: Document = document): void {
  let root = doc.getElementById(BAR_ID);
  if (!root) {
    root = doc.createElement('div');
    root.id = BAR_ID;
    // Decorative: hidden from assistive technology.
    root.innerHTML = '<div class="bar" aria-hidden="true"><div class="peg"></div></div>';
    doc.body.append(root);
  }
  generation++;
  root.style.opacity = '1';
  draw(root, BAR_START);
  clearInterval(timer);
  timer = setInterval(() => draw(root, creep(progress)), BAR_STEP_MS);
}

/** Fills the bar, fades it and removes it; nothing when it is not shown. */
export function finishBar(doc: Document = document): void {
  clearInterval(timer);
  timer = undefined;
  const root = doc.getElementById(BAR_ID);
  if (!root) return;
  const finished = ++generation;
  draw(root, 1);
  setTimeout(() => {
    if (generation !== finished) return;
    root.style.opacity = '0';
    setTimeout(() => {
      if (generation === finished) root.remove();
    }, BAR_STEP_MS);
  }, BAR_STEP_MS);
}
