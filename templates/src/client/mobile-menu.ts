/**
 * The header's mobile menu: `data-sw-menu-toggle` (rendered `hidden`, shown by this script) opens
 * and closes the `data-sw-menu` it controls (`aria-controls`). It flips `aria-expanded` and the
 * class `sw-menu-open`; Escape closes it and gives focus back to the toggle; choosing a link
 * closes it. Without the script every link stays visible.
 */
for (const toggle of document.querySelectorAll<HTMLButtonElement>('[data-sw-menu-toggle]')) {
  const menu =
    document.getElementById(toggle.getAttribute('aria-controls') || '') ||
    toggle.parentElement?.querySelector<HTMLElement>('[data-sw-menu]');
  if (!menu) continue;
  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    menu.classList.toggle('sw-menu-open', open);
  };
  setOpen(false);
  toggle.hidden = false;
  toggle.addEventListener('click', () => setOpen(!isOpen()));
  menu.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) {
      setOpen(false);
      toggle.focus();
    }
  });
}
