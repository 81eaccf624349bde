'use client';

import Link from 'next/link';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { STAFF_SKILLS } from '@/lib/skills';
import type { StaffRecord } from '@/lib/staff/store';
import type { Weekday } from '@/lib/time';
import { Button } from '../../ui/Button';
import { formStyles, SelectField, TextField } from '../../ui/Form';
import { RequestError } from '../../ui/RequestButton';
import { useRequestThenRefresh } from '../../ui/useRequestThenRefresh';
import { Choices } from './Choices';
import { HoursFieldset } from './HoursFieldset';
import { ROTA_DAYS } from './hours';
import * as styles from './StaffRota.css';

export type StaffFormPerson = Pick<
  StaffRecord,
  | 'id'
  | 'name'
  | 'jobTitle'
  | 'teamMemberId'
  | 'skills'
  | 'studioIds'
  | 'weeklyHours'
  | 'active'
  | 'customersMayChoose'
>;

type StaffFormProps = {
  studios: readonly { id: string; title: string }[];
  /** The site's team members a person may be linked to. */
  teamMembers: readonly { id: string; name: string; role: string }[];
  /** The person to change; without one the form adds a new person. */
  person?: StaffFormPerson;
};

const SKILL_OPTIONS = STAFF_SKILLS.map((skill) => ({ value: skill.value, label: skill.title }));

/** A person's details, skills, studios, weekly hours and status: adds them, or saves changes. */
export function StaffForm({ studios, teamMembers, person }: StaffFormProps) {
  const id = useId();
  const { busy, error, send } = useRequestThenRefresh();
  const initialDays = () => new Set(person?.weeklyHours.map((shift) => shift.day));
  const [working, setWorking] = useState<ReadonlySet<Weekday>>(initialDays);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [done, setDone] = useState<ReactNode>(null);
  // A studio no longer bookable stays offered, or saving would silently take it away from them.
  const known = new Set(studios.map((studio) => studio.id));
  const studioOptions = [
    ...studios.map((studio) => ({ value: studio.id, label: studio.title })),
    ...(person?.studioIds ?? [])
      .filter((studioId) => !known.has(studioId))
      .map((studioId) => ({ value: studioId, label: `${studioId} (not bookable now)` })),
  ];
  // A team member since removed from the site stays offered, as a studio does.
  const teamOptions = [
    ...teamMembers.map((member) => ({ id: member.id, label: `${member.name}, ${member.role}` })),
    ...(person?.teamMemberId && !teamMembers.some((member) => member.id === person.teamMemberId)
      ? [{ id: person.teamMemberId, label: `${person.teamMemberId} (not on the site now)` }]
      : []),
  ];
  // Field errors come keyed by path ("weeklyHours.0.starts"): the first under the field.
  const problem = (field: string) =>
    Object.entries(fieldErrors).find(
      ([key]) => key === field || key.startsWith(`${field}.`),
    )?.[1][0];

  const toggle = (day: Weekday, works: boolean) =>
    setWorking((days) => {
      const next = new Set(days);
      if (works) next.add(day);
      else next.delete(day);
      return next;
    });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const body = {
      name: data.get('name'),
      jobTitle: data.get('jobTitle'),
      teamMemberId: String(data.get('teamMemberId') ?? '').trim() || null,
      skills: data.getAll('skills'),
      studioIds: data.getAll('studioIds'),
      weeklyHours: ROTA_DAYS.filter(({ day }) => working.has(day)).map(({ day }) => ({
        day,
        starts: data.get(`${day}-starts`),
        ends: data.get(`${day}-ends`),
      })),
      active: data.get('active') === 'on',
      customersMayChoose: data.get('customersMayChoose') === 'on',
    };
    setDone(null);
    const answer = person
      ? await send<{ person: StaffRecord }>('PUT', `/api/admin/staff/${person.id}`, body)
      : await send<{ person: StaffRecord }>('POST', '/api/admin/staff', body);
    setFieldErrors(answer.ok ? {} : answer.fieldErrors);
    if (!answer.ok) return;
    if (person) return setDone('Saved.');
    const added = answer.body.person;
    setDone(
      <>
        Added <Link href={`/admin/staff/${added.id}`}>{added.name}</Link> to the rota.
      </>,
    );
    form.reset();
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      onReset={() => setWorking(initialDays())}
      aria-label={person ? `Details of ${person.name}` : 'Add a person'}
    >
      <div className={styles.grid}>
        <TextField
          id={`${id}-name`}
          name="name"
          label="Name"
          autoComplete="off"
          required
          minLength={2}
          maxLength={120}
          defaultValue={person?.name}
          error={problem('name')}
        />
        <TextField
          id={`${id}-job`}
          name="jobTitle"
          label="Job title"
          hint="What customers and the run sheet call them: Sound engineer, Producer."
          required
          minLength={2}
          maxLength={80}
          defaultValue={person?.jobTitle}
          error={problem('jobTitle')}
        />
        <SelectField
          id={`${id}-team`}
          name="teamMemberId"
          label="On the site as (optional)"
          hint="The team member in the Studio whose photo customers see with this person's name."
          defaultValue={person?.teamMemberId ?? ''}
          error={problem('teamMemberId')}
        >
          <option value="">Nobody on the site</option>
          {teamOptions.map((member) => (
            <option key={member.id} value={member.id}>
              {member.label}
            </option>
          ))}
        </SelectField>
      </div>
      <Choices
        legend="Skills"
        name="skills"
        options={SKILL_OPTIONS}
        checked={person?.skills ?? []}
      />
      <Choices
        legend="Studios they work in"
        name="studioIds"
        options={studioOptions}
        checked={person?.studioIds ?? []}
        empty="No studio is bookable yet."
      />
      <HoursFieldset
        hours={person?.weeklyHours ?? []}
        working={working}
        onToggle={toggle}
        error={problem('weeklyHours')}
      />
      <label className={formStyles.choice}>
        <input type="checkbox" name="active" defaultChecked={person?.active ?? true} /> On the rota:
        sessions can be given to them (untick when they leave; they keep their past sessions)
      </label>
      <label className={formStyles.choice}>
        <input
          type="checkbox"
          name="customersMayChoose"
          defaultChecked={person?.customersMayChoose ?? false}
        />{' '}
        Customers may ask for them by name when they book
      </label>
      <div className={styles.actions}>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : person ? 'Save changes' : 'Add to the rota'}
        </Button>
        <RequestError error={error} />
        {done && !error && <span role="status">{done}</span>}
      </div>
    </form>
  );
}
