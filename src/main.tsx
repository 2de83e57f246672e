import { startApp } from './app/start'

// The entry's modules have just run, in one task; the start-up (app/start.tsx, top to bottom) runs
// in the next one, so that a phone's main thread is not held for the two together (decision 141).
setTimeout(startApp, 0)
