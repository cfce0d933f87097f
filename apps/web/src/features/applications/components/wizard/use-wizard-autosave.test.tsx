import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ApplicationView } from '@visabridge/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWizardAutosave } from './use-wizard-autosave';
import { wizardSchema, wizardValuesOf, type DraftSections, type WizardValues } from './wizard-schema';

const draft = {
  id: '6f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f',
  fromCountry: 'DE',
  toCountry: 'JP',
  purpose: 'tourism',
  visaType: 'tourist',
  wizardStep: 1,
  personalInfo: { firstName: 'Nina' },
  travelInfo: {},
  emergencyContact: {},
  authorityAnswers: {},
} as unknown as ApplicationView;

/** Each PUT the wizard sends: its address and body. */
let saves: { url: string; body: Record<string, unknown> }[];
/** What the server answers the next save with. */
let answer: () => Response;

const ok = () =>
  new Response(JSON.stringify({ success: true, data: draft }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => {
  saves = [];
  answer = ok;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      saves.push({ url, body: JSON.parse(String(init.body)) as Record<string, unknown> });
      return answer();
    }),
  );
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The wizard's form on step `step`, autosaving. */
const renderWizard = (step = draft.wizardStep) => {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    ({ stepIndex }) => {
      const form = useForm<WizardValues, unknown, DraftSections>({
        resolver: zodResolver(wizardSchema),
        defaultValues: wizardValuesOf(draft),
      });
      return { form, autosave: useWizardAutosave(draft, form, stepIndex) };
    },
    { wrapper, initialProps: { stepIndex: step } },
  );
};

type Form = ReturnType<typeof renderWizard>['result']['current']['form'];

/** An edit as typing makes it: the field's change event, which the autosave listens for. */
const typeInto = (form: Form, name: 'personalInfo.lastName' | 'personalInfo.email', value: string) =>
  act(async () => {
    await form.register(name).onChange({ target: { name, value }, type: 'change' });
  });

describe('the wizard saves the draft as the traveller goes', () => {
  it('saves once, a second after the last edit, with everything typed and the step it is on', async () => {
    const { result } = renderWizard();
    await typeInto(result.current.form, 'personalInfo.lastName', 'Trav');
    await act(() => vi.advanceTimersByTimeAsync(500));
    await typeInto(result.current.form, 'personalInfo.lastName', 'Traveller');
    expect(result.current.autosave.state).toEqual({ status: 'editing' });
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(saves).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(result.current.autosave.state).toEqual({ status: 'saved' }));
    expect(saves).toHaveLength(1);
    expect(saves[0]?.url).toBe(`/api/applications/${draft.id}`);
    expect(saves[0]?.body).toMatchObject({
      toCountry: 'JP',
      wizardStep: 1,
      personalInfo: { firstName: 'Nina', lastName: 'Traveller' },
    });
  });

  it('does not send input the contract refuses, and says so', async () => {
    const { result } = renderWizard();
    await typeInto(result.current.form, 'personalInfo.email', 'not an address');
    await act(() => vi.advanceTimersByTimeAsync(1100));
    await waitFor(() => expect(result.current.autosave.state).toEqual({ status: 'invalid' }));
    expect(saves).toHaveLength(0);
    await waitFor(() => expect(result.current.form.getFieldState('personalInfo.email').error).toBeDefined());
  });

  it('puts the server’s refusal on its field and keeps what was typed', async () => {
    answer = () =>
      new Response(
        JSON.stringify({
          success: false,
          message: 'Please correct the highlighted fields',
          errors: [{ field: 'personalInfo.lastName', message: 'Last name is too long for the authority' }],
        }),
        { status: 400, headers: { 'Content-Type': 'application/json' } },
      );
    const { result } = renderWizard();
    await typeInto(result.current.form, 'personalInfo.lastName', 'Traveller');
    await act(() => result.current.autosave.saveEdits());
    expect(saves).toHaveLength(1);
    expect(result.current.form.getFieldState('personalInfo.lastName').error?.message).toBe(
      'Last name is too long for the authority',
    );
    expect(result.current.form.getValues('personalInfo.lastName')).toBe('Traveller');
    expect(result.current.autosave.state).toEqual({ status: 'invalid' });
  });

  it('saves at once on a step change, so the draft reopens on the new step', async () => {
    const { result, rerender } = renderWizard(1);
    expect(saves).toHaveLength(0);
    rerender({ stepIndex: 3 });
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.body).toMatchObject({ wizardStep: 3 });
    await waitFor(() => expect(result.current.autosave.state).toEqual({ status: 'saved' }));
    // Nothing new to save: a flush sends nothing more.
    await act(() => result.current.autosave.flush());
    expect(saves).toHaveLength(1);
  });
});
