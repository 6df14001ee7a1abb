import { HomePage } from './marketing/home-page.tsx';

/** The app shell. Routes beyond the home page arrive with the designer issue. */
export function App() {
  return <HomePage />;
}
