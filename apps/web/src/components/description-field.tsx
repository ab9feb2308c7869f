import { Textarea, type TextareaProps } from '@mantine/core';

type DescriptionFieldProps = Omit<TextareaProps, 'description' | 'maxLength'> & {
  /** The hint under the field, usually "n of max characters", already translated. */
  hint: string;
  maxLength: number;
};

/** A growing multi-line description with its length hint, as every editing form shows it. */
export function DescriptionField({
  hint,
  minRows = 2,
  maxRows = 6,
  ...props
}: DescriptionFieldProps) {
  return <Textarea {...props} description={hint} autosize minRows={minRows} maxRows={maxRows} />;
}
