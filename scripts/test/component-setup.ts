// Testing Library's matchers (toBeInTheDocument, toBeDisabled…) for the component suites.
import '@testing-library/jest-dom/jest-globals';
import { TextDecoder, TextEncoder } from 'node:util';

// What browsers have and jsdom lacks, which React Router reads when it loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });
