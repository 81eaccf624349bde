import { useState, type ComponentType } from 'react';

type Choice = { selected: unknown; onSelect: (value: never) => void };

/** A render that keeps the picked value, as the booking flow does, so a click shows its effect. */
export function controlled<Props extends Choice>(Picker: ComponentType<Props>) {
  return function Controlled(args: Props) {
    const [selected, setSelected] = useState(args.selected);
    return <Picker {...args} selected={selected} onSelect={setSelected} />;
  };
}
