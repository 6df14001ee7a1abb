/**
 * The Gallery carousel (`data-sw-carousel`). Without the script every slide shows in a scrollable
 * row. With it: one slide at a time, previous/next buttons (`data-sw-carousel-prev/next`, rendered
 * `hidden` and shown here), arrow keys while focus is inside, and the position announced in the
 * `data-sw-carousel-status` live region. It never moves on its own (no autoplay).
 */
for (const root of document.querySelectorAll<HTMLElement>('[data-sw-carousel]')) {
  const slides = Array.from(root.querySelectorAll<HTMLElement>('[data-sw-slide]'));
  const prev = root.querySelector<HTMLButtonElement>('[data-sw-carousel-prev]');
  const next = root.querySelector<HTMLButtonElement>('[data-sw-carousel-next]');
  const status = root.querySelector<HTMLElement>('[data-sw-carousel-status]');
  if (slides.length < 2) continue;
  let current = 0;
  const show = (index: number, announce: boolean) => {
    current = (index + slides.length) % slides.length;
    slides.forEach((slide, i) => {
      slide.hidden = i !== current;
    });
    if (status && announce) status.textContent = `${current + 1} / ${slides.length}`;
  };
  root.setAttribute('data-sw-carousel-ready', '');
  for (const [button, step] of [
    [prev, -1],
    [next, 1],
  ] as const) {
    if (!button) continue;
    button.hidden = false;
    button.addEventListener('click', () => show(current + step, true));
  }
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if ((event.target as Element).closest('input,textarea,select')) return;
    event.preventDefault();
    show(current + (event.key === 'ArrowLeft' ? -1 : 1), true);
  });
  show(0, false);
}
