import type { SandboxModule } from '../../context.ts';
import { contractRoute, fail } from '../../contractRoute.ts';
import { checkAddress } from './addressCheck.ts';
import { checkIban } from './iban.ts';

/** Address and IBAN validation of SPEC §5/§7; stateless, so no tables and no scenarios. */
export const validationModule: SandboxModule = {
  name: 'validation',
  init() {},
  routes(app) {
    contractRoute(app, 'validateAddress', ({ body }) => {
      const checked = checkAddress(body);
      if (checked.result !== 'unknown') return { json: checked };
      return fail(400, {
        message: 'Validation failed.',
        errors: [
          {
            field: checked.field,
            code: 'invalidValue',
            message:
              checked.field === 'street'
                ? 'The street does not exist at this postal code or city.'
                : 'The house number does not exist in this street.',
          },
        ],
      });
    });

    contractRoute(app, 'validateIban', ({ body }) => {
      const checked = checkIban(body.iban);
      if (checked.ok) return { json: checked.result };
      return fail(400, {
        message: 'Validation failed.',
        errors: [{ field: 'iban', code: 'invalidIban', message: checked.message }],
      });
    });
  },
  seed: () => [],
};

export default validationModule;
