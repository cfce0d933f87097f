import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each test starts on an empty page: what one drew must not answer another's queries.
afterEach(cleanup);
