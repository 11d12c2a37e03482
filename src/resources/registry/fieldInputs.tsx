// One input per FieldKind of schema/registry.ts; the form shows the declaration's fields in order.
import { NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import type { EntityDeclaration, FieldSpec } from '../../../schema/registry';
import { DependentReferenceInput } from './DependentReferenceInput';
import { targetOf } from './entityHelpers';
import { ImageInputWithPreview } from './ImageInputWithPreview';

/** Lists (phone codes) are edited as text, comma separated; the rule accepts either form. */
const joinList = (value: unknown) => (Array.isArray(value) ? value.join(', ') : ((value as string | null | undefined) ?? ''));
const keepText = (value: string) => value;

const ChoiceInput = ({ source, choices, isRequired }: { source: string; choices: readonly string[]; isRequired: boolean }) => {
  const translate = useTranslate();
  return (
    <SelectInput
      source={source}
      choices={choices.map((choice) => ({ id: choice, name: translate(`app.registry.choices.${choice}`, { _: choice }) }))}
      translateChoice={false}
      isRequired={isRequired}
      fullWidth
      helperText={false}
    />
  );
};

export const FieldInput = ({ name, spec }: { name: string; spec: FieldSpec }) => {
  // The form checks with the declaration's rules (registryResolver), not validate props, so the
  // asterisk of a required input comes from the declaration too.
  const common = { source: name, fullWidth: true, helperText: false as const, isRequired: spec.required };
  switch (spec.kind) {
    case 'text':
      return <TextInput {...common} />;
    case 'textarea':
    case 'json':
      return <TextInput {...common} multiline minRows={spec.kind === 'json' ? 2 : 3} />;
    case 'number':
      return <NumberInput {...common} />;
    case 'list':
      return <TextInput {...common} format={joinList} parse={keepText} />;
    case 'choice':
      return <ChoiceInput source={name} choices={spec.choices ?? []} isRequired={spec.required} />;
    case 'reference':
      return (
        <DependentReferenceInput
          {...common}
          target={targetOf(spec)}
          dependsOn={spec.reference?.dependsOn}
          fixedByName={spec.fixed?.byName}
        />
      );
    case 'image':
      return <ImageInputWithPreview source={name} column={spec.column ?? name} />;
  }
};

/** Every input of the entity's form, in declaration order. */
export const FieldInputs = ({ entity }: { entity: EntityDeclaration }) => (
  <>
    {Object.entries(entity.fields).map(([name, spec]) => (
      <FieldInput key={name} name={name} spec={spec} />
    ))}
  </>
);
