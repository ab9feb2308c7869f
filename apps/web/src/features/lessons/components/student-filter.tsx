import { Select } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLessonStudents } from '../api/get-lesson-students.ts';

type StudentFilterProps = {
  workspaceId: number;
  clientId: number | undefined;
  onChange: (clientId: number | undefined) => void;
};

/** Narrows every view of the lessons to one student; cleared, it shows everyone again. */
export function StudentFilter({ workspaceId, clientId, onChange }: StudentFilterProps) {
  const { t } = useTranslation('lessons');
  const students = useLessonStudents(workspaceId);
  return (
    <Select
      data={(students.data ?? []).map((student) => ({
        value: String(student.id),
        label: student.child_name,
      }))}
      value={clientId === undefined ? null : String(clientId)}
      onChange={(value) => onChange(value === null ? undefined : Number(value))}
      searchable
      clearable
      nothingFoundMessage={t('lessons:filter.nothingFound')}
      placeholder={t('lessons:filter.allStudents')}
      aria-label={t('lessons:filter.student')}
      leftSection={<IconUser size={16} />}
      w={{ base: '100%', xs: 240 }}
      comboboxProps={{ shadow: 'md' }}
      data-testid="lessons-student-filter"
    />
  );
}
