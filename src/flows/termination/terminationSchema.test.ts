import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../step/testing.ts';
import { callExamples } from '../../api/contract/examples.ts';
import { z } from '../../api/contract/zod.ts';
import { emptyTerminationForm, type TerminationFormValues } from './terminationForm.ts';
import { terminationFormSchema } from './terminationSchema.ts';
import { exampleConfig, examplePrefill, filledForm } from './testing.ts';

const now = () => new Date('2026-01-14T09:30:00+01:00');
const schema = terminationFormSchema(exampleConfig(), { now });

const problems = (values: TerminationFormValues, rules = schema) => fieldMessages(rules, values);

describe('termination form rules', () => {
  it('name everything missing at once, each with its own words', () => {
    expect(problems(emptyTerminationForm)).toEqual({
      serviceType: 'termination:errors.serviceType.required',
      cancellationType: 'termination:errors.cancellationType.required',
      email: 'termination:errors.email.required',
      givenNames: 'termination:errors.givenNames.required',
      familyName: 'termination:errors.familyName.required',
      'birthDate.day': 'termination:errors.birthDate.required',
      'birthDate.month': 'termination:errors.birthDate.required',
      'birthDate.year': 'termination:errors.birthDate.required',
      street: 'termination:errors.street.required',
      houseNumber: 'termination:errors.houseNumber.required',
      postalCode: 'termination:errors.postalCode.required',
      city: 'termination:errors.city.required',
      phoneNumber: 'termination:errors.contract.required',
    });
  });

  it('make an ordinary termination as early as possible from a filled form, without reason or date', () => {
    // The contract's example request, typed in: nothing added, nothing lost.
    expect(z.parse(schema, filledForm())).toEqual({
      ...callExamples.terminationSubmit.body,
      proofs: [],
    });
  });

  it('take any one number that identifies the contract, typed with spaces', () => {
    const input = z.parse(schema, {
      ...filledForm(),
      phoneNumber: '',
      customerNumber: '4711 0815 00',
    });
    expect(input.contract).toEqual({ customerNumber: '4711081500' });
    expect(problems({ ...filledForm(), contractNumber: 'MV/2023' })).toEqual({
      contractNumber: 'termination:errors.contractNumber.format',
    });
  });

  it('refuse an emoji in the address with its own words, a long street with the length', () => {
    expect(problems({ ...filledForm(), street: 'Ring 🏠', city: 'x'.repeat(101) })).toEqual({
      street: 'termination:errors.street.format',
      city: 'termination:errors.city.tooLong',
    });
  });

  it('ask an extraordinary termination for its reason, the proof the reason needs and the text of "other"', () => {
    const special = { ...filledForm(), cancellationType: 'Special' };
    expect(problems(special)).toEqual({ reason: 'termination:errors.reason.required' });
    expect(problems({ ...special, reason: 'deathOfContractHolder' })).toEqual({
      proofs: 'termination:errors.proofs.required',
    });
    expect(problems({ ...special, reason: 'otherReason' })).toEqual({
      reasonText: 'termination:errors.reasonText.required',
    });
    expect(problems({ ...special, reason: 'otherReason', reasonText: 'x'.repeat(1001) })).toEqual({
      reasonText: 'termination:errors.reasonText.tooLong',
    });
    const proof = { uploadId: '0b6f4e7e-8c2d-4b61-9c1a-0d4b5e6f7a8b', fileName: 'a.pdf', size: 10 };
    const input = z.parse(schema, { ...special, reason: 'deathOfContractHolder', proofs: [proof] });
    expect(input).toMatchObject({ reason: 'deathOfContractHolder', proofs: [proof] });
    expect(input).not.toHaveProperty('reasonText');
  });

  it('wait for a proof still on its way, also beside one already stored', () => {
    let sending = 1;
    const rules = terminationFormSchema(exampleConfig(), { now, sendingProofs: () => sending });
    const proof = { uploadId: '0b6f4e7e-8c2d-4b61-9c1a-0d4b5e6f7a8b', fileName: 'a.pdf', size: 10 };
    const special = {
      ...filledForm(),
      cancellationType: 'Special',
      reason: 'deathOfContractHolder',
    };
    const waiting = { proofs: 'termination:errors.proofs.sending' };
    expect(problems(special, rules)).toEqual(waiting);
    expect(problems({ ...special, proofs: [proof] }, rules)).toEqual(waiting);
    // An ordinary termination asks for no proof: a file still on its way does not hold it.
    expect(problems(filledForm(), rules)).toEqual({});
    sending = 0;
    expect(problems({ ...special, proofs: [proof] }, rules)).toEqual({});
  });

  it('forget a reason, its text and its proofs when the termination is ordinary after all', () => {
    const proof = { uploadId: '0b6f4e7e-8c2d-4b61-9c1a-0d4b5e6f7a8b', fileName: 'a.pdf', size: 10 };
    const input = z.parse(schema, {
      ...filledForm(),
      reason: 'otherReason',
      reasonText: 'Umzug',
      proofs: [proof],
    });
    expect(input).toMatchObject({ reason: 'None', proofs: [] });
    expect(input).not.toHaveProperty('reasonText');
  });

  it('ask a later date within the range of the config', () => {
    const later = { ...filledForm(), timing: 'later' as const };
    expect(problems(later)).toEqual({
      terminationDate: 'termination:errors.terminationDate.required',
    });
    expect(problems({ ...later, terminationDate: '2026-01-14' })).toEqual({
      terminationDate: 'termination:errors.terminationDate.outOfRange',
    });
    expect(z.parse(schema, { ...later, terminationDate: '2026-03-31' })).toMatchObject({
      selectTerminationDate: true,
      terminationDate: '2026-03-31',
    });
  });

  it('take the contract holder and contract of a link as they are, asking only the rest', () => {
    const prefill = examplePrefill();
    const rules = terminationFormSchema(exampleConfig(), { prefill, now });
    const values = {
      ...emptyTerminationForm,
      serviceType: 'mobile',
      cancellationType: 'Regular',
      email: 'mehmet.yilmaz@example.de',
    };
    const input = z.parse(rules, values);
    expect(input.customer).toBe(prefill.customer);
    expect(input.contract).toBe(prefill.contract);
    expect(problems({ ...values, email: '' }, rules)).toEqual({
      email: 'termination:errors.email.required',
    });
  });
});
