// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { Input, SubmitButton } from '@/components/ui/controls';
import { CountryField } from '@/components/ui/country-select';
import { ChoiceGroup, Field, FieldGroup } from '@/components/ui/field';
import * as kit from '@/components/ui/form';
import en from '@/messages/en.json';
import ko from '@/messages/ko.json';

// The form primitives as assistive technology meets them: every control named by its label, its hint and
// error as its description, invalid and required states, groups named by their legend, the form's alert,
// and a honeypot nobody reaches.

afterEach(cleanup);

function wrap(ui: ReactNode, locale: 'en' | 'ko' = 'en') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : ko}>
      {ui}
    </NextIntlClientProvider>,
  );
}

describe('Field', () => {
  it('labels the control and describes it with its hint and error', () => {
    wrap(
      <Field
        id="f-name"
        label="Full name"
        hint="As on your passport."
        error="This field is required."
        required
      >
        {(control) => <Input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Full name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('As on your passport. This field is required.');
    // The asterisk is seen, not read.
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('says nothing extra while the field is fine, and names other describing elements', () => {
    wrap(
      <>
        <Field id="f-user" label="Username" describedBy={['f-status', false]} invalid>
          {(control) => <Input {...control} />}
        </Field>
        <p id="f-status">Taken</p>
        <Field id="f-optional" label="Message">
          {(control) => <Input {...control} />}
        </Field>
      </>,
    );
    const user = screen.getByRole('textbox', { name: 'Username' });
    expect(user).toHaveAccessibleDescription('Taken');
    expect(user).toHaveAttribute('aria-invalid', 'true');
    const optional = screen.getByRole('textbox', { name: 'Message' });
    expect(optional).not.toHaveAttribute('aria-invalid');
    expect(optional).not.toHaveAttribute('aria-required');
    expect(optional).not.toHaveAttribute('aria-describedby');
  });

  it('puts a checkbox before its label and can keep a label for screen readers only', () => {
    wrap(
      <>
        <Field id="f-consent" label="I agree" labelPlacement="inline">
          {(control) => <input type="checkbox" {...control} />}
        </Field>
        <Field id="f-hidden" label="Messenger account" labelPlacement="hidden" required>
          {(control) => <Input {...control} />}
        </Field>
      </>,
    );
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeInTheDocument();
    expect(screen.getByText('Messenger account')).toHaveClass('sr-only');
    expect(screen.getByRole('textbox', { name: 'Messenger account' })).toHaveAttribute(
      'aria-required',
      'true',
    );
  });
});

describe('groups', () => {
  it('name their controls by the legend and say "required" in words (Korean)', () => {
    wrap(
      <>
        <ChoiceGroup id="g-interest" legend="관심 분야" required error="이 항목은 필수입니다.">
          {(choice) => (
            <label>
              <input type="checkbox" {...choice} /> 비디오
            </label>
          )}
        </ChoiceGroup>
        <FieldGroup legend="메신저">
          <span />
        </FieldGroup>
      </>,
      'ko',
    );
    expect(screen.getByRole('group', { name: /^관심 분야\s*\(필수\)$/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '메신저' })).toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: '비디오' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('이 항목은 필수입니다.');
  });
});

describe('FormAlert', () => {
  it('is an assertive alert that is in the page before it has something to say', () => {
    const { rerender } = wrap(<kit.FormAlert />);
    const alert = screen.getByRole('alert');
    expect(alert).toBeEmptyDOMElement();
    expect(alert).toHaveAttribute('aria-live', 'assertive');
    rerender(
      <NextIntlClientProvider locale="en" messages={en}>
        <kit.FormAlert message="3 fields need your attention." />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('3 fields need your attention.');
  });
});

type Values = {
  name: string;
  country: string;
  kind: string;
  interests: string[];
  answer: string;
  consent: boolean;
  website: string;
};

function KitForm({ label }: { label: string }) {
  const form = useForm<Values>({
    defaultValues: {
      name: '',
      country: '',
      kind: '',
      interests: [],
      answer: '',
      consent: false,
      website: '',
    },
  });
  const submit = form.handleSubmit(() => undefined);
  const check = () => {
    form.setError('name', { type: 'server', message: 'required' });
    form.setError('interests', { type: 'server', message: 'unknownKey' });
    form.setError('consent', { type: 'server', message: 'crossBorderRequired' });
  };
  return (
    <kit.Form
      form={form}
      aria-label={label}
      errorText={(message) =>
        message === undefined ? undefined : message === 'crossBorderRequired' ? 'Please agree.' : 'Required.'
      }
      onSubmit={submit}
    >
      <kit.TextField name="name" label="Name" hint="Your own." />
      <CountryField
        name="country"
        label="Country"
        placeholder="Please select"
        countries={[
          { code: 'DE', name: 'Germany' },
          { code: 'KR', name: 'South Korea' },
        ]}
      />
      <kit.SelectField
        name="kind"
        label="Kind"
        placeholder="Please select"
        required={false}
        options={[{ value: 'games', label: 'Games' }]}
      />
      <kit.ChoicesField
        name="interests"
        type="checkbox"
        legend="Interested in"
        options={[
          { value: 'a', label: 'Playable Maker' },
          { value: 'b', label: 'Video Editor' },
        ]}
      />
      <kit.ChoicesField
        name="answer"
        type="radio"
        layout="row"
        legend="Worked with us?"
        options={[
          { value: '1', label: 'Yes' },
          { value: '2', label: 'No' },
        ]}
      />
      <kit.CheckboxField name="consent" label="I agree to the transfer" required />
      <kit.Honeypot label="Leave this field empty" />
      <button type="button" onClick={check}>
        Check
      </button>
      <SubmitButton busy={false} busyLabel="Sending…">
        Send
      </SubmitButton>
    </kit.Form>
  );
}

describe('the react-hook-form kit', () => {
  it('gives two forms on one page their own ids, none of them a bare field name', () => {
    wrap(
      <>
        <KitForm label="First" />
        <KitForm label="Second" />
      </>,
    );
    const first = within(screen.getByRole('form', { name: 'First' }));
    const second = within(screen.getByRole('form', { name: 'Second' }));
    const a = first.getByRole('textbox', { name: 'Name' });
    const b = second.getByRole('textbox', { name: 'Name' });
    expect(a.id).not.toBe(b.id);
    expect(a.id).not.toBe('name');
    expect(a).toHaveAttribute('name', 'name');
    expect(a).toHaveAccessibleDescription('Your own.');
    for (const element of document.querySelectorAll('[id]'))
      expect(['name', 'country', 'kind', 'interests', 'answer', 'consent', 'website']).not.toContain(
        element.id,
      );
  });

  it("shows each field's error as its description and marks it invalid", async () => {
    const user = userEvent.setup();
    wrap(<KitForm label="Form" />);
    await act(() => user.click(screen.getByRole('button', { name: 'Check' })));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Your own. Required.');
    for (const box of screen.getAllByRole('checkbox', { name: /Maker|Editor/ })) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription('Required.');
    }
    const consent = screen.getByRole('checkbox', { name: 'I agree to the transfer' });
    expect(consent).toHaveAccessibleDescription('Please agree.');
    expect(consent).toHaveAttribute('aria-required', 'true');
    // Untouched fields stay quiet.
    expect(screen.getByRole('combobox', { name: 'Country' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('radio', { name: 'Yes' })).not.toHaveAttribute('aria-invalid');
  });

  it('offers the choices with their placeholder first', () => {
    wrap(<KitForm label="Form" />);
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(
      within(country)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Please select', 'Germany', 'South Korea']);
    expect(country).toHaveAttribute('autocomplete', 'country');
    expect(screen.getByRole('combobox', { name: 'Kind' })).not.toHaveAttribute('aria-required');
    const answer = screen.getByRole('group', { name: /^Worked with us\?/ });
    expect(
      within(answer)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '2']);
  });

  it('hides the honeypot from people, the keyboard and assistive technology', () => {
    wrap(<KitForm label="Form" />);
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).not.toBeInTheDocument();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
