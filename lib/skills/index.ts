// What a bookable person can do, and what an add-on can need. One fixed list: the Studio's add-on
// field offers the same values, so an editor cannot name a skill nobody can have.

export const STAFF_SKILLS = [
  { value: 'sound', title: 'Sound engineering' },
  { value: 'video', title: 'Video (cameras and vision mixing)' },
  { value: 'livestream', title: 'Livestreaming' },
  { value: 'producing', title: 'Producing' },
] as const;

export type StaffSkill = (typeof STAFF_SKILLS)[number]['value'];

export const STAFF_SKILL_VALUES = STAFF_SKILLS.map((skill) => skill.value) as [
  StaffSkill,
  ...StaffSkill[],
];

export function isStaffSkill(value: unknown): value is StaffSkill {
  return STAFF_SKILL_VALUES.includes(value as StaffSkill);
}

export function skillTitle(skill: StaffSkill): string {
  return STAFF_SKILLS.find((entry) => entry.value === skill)?.title ?? skill;
}
