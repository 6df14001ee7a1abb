/** The Sitewright mark (as `public/favicon.svg`), inline so it costs no request and no preload hint. */
export function BrandMark() {
  return (
    <svg
      className="brand-mark"
      viewBox="0 0 32 32"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="8" fill="#1f4e79" />
      <path d="M7 22l4-12 5 9 5-9 4 12" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinejoin="round" />
    </svg>
  );
}
