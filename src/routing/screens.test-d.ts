import { assertType } from 'vitest';
import type { UnsaidOrRepeated } from './screens.ts';

// Type-checked (`npm run typecheck`), never run: fails, naming the screens whose routes say
// what they show (`module`, `texts`) on none of them or on two.
assertType<[UnsaidOrRepeated] extends [never] ? 'none' : UnsaidOrRepeated>('none');
