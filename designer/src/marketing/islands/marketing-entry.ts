/** The browser entry of the pre-rendered marketing pages: their islands (`marketing-islands.ts`). */
import { startIslands } from './marketing-islands.ts';

startIslands();
