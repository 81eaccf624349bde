import type { ReactNode } from 'react';

/** Every icon of a set with its name, so designers see them side by side in both themes. */
export function IconGallery<Name extends string>({
  names,
  draw,
}: {
  names: readonly Name[];
  draw: (name: Name) => ReactNode;
}) {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
        gap: '1rem',
        padding: '1.5rem',
        listStyle: 'none',
        margin: 0,
      }}
    >
      {names.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: '0.5rem' }}>
          {draw(name)}
          <code style={{ fontSize: '0.75rem' }}>{name}</code>
        </li>
      ))}
    </ul>
  );
}

/** The meta's render for an icon set's gallery. */
export const gallery = <Name extends string>(
  names: readonly Name[],
  draw: (name: Name) => ReactNode,
) => ({
  render: () => <IconGallery names={names} draw={draw} />,
});

type Words<Text extends string> = Text extends `${infer Word} ${infer Rest}`
  ? Word | Words<Rest>
  : Text;

/** A set's names written as one line of words; the compiler refuses a name the set lacks. */
export const names =
  <Name extends string>() =>
  <Text extends string>(text: Text & (Words<Text> extends Name ? unknown : never)) =>
    text.split(' ') as Name[];
