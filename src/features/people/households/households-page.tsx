import { Alert, Button, Modal } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { useSearchParamsUpdate } from '../../../lib/browser/list-url-state';
import { useT } from '../../../ui/i18n/language-context';
import { PageHeader } from '../../../ui/page-header';
import { ResourceList } from '../../../ui/resource-view/resource-list';
import { PeopleTabs } from '../shared/people-tabs';
import { HouseholdCreateForm, type CreatedHousehold } from './household-create-form';
import { householdNavigationState, householdPath } from './household-paths';
import { HOUSEHOLDS, householdColumns } from './households-columns';

const listDefaults = { order: 'name' } as const;

/** Households: who lives together and whom to contact, sorted and paged in the URL. */
export function HouseholdsPage() {
  const t = useT();
  const columns = useMemo(() => householdColumns(t), [t]);
  // The create dialog lives in the URL (?new=household): closing it is a navigation the
  // unsaved-changes guard can stop, and Back closes it.
  const [params, updateParams] = useSearchParamsUpdate();
  const closeCreate = () => updateParams((next) => next.delete('new'), { replace: true });
  const navigate = useNavigate();
  const { householdDeleted } = householdNavigationState(useLocation().state);

  const onCreated = useCallback(
    (household: CreatedHousehold) =>
      // Replaces the dialog's history entry, so Back leads to the list, not to the dialog.
      void navigate(householdPath(household.id), {
        replace: true,
        state: { householdCreated: household.name },
      }),
    [navigate],
  );

  return (
    <>
      <PageHeader
        title={t('people.households.title')}
        description={t('people.households.description')}
        actions={
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => updateParams((next) => next.set('new', 'household'))}
          >
            {t('people.households.new')}
          </Button>
        }
      />
      <PeopleTabs />
      {householdDeleted !== undefined && (
        <Alert
          color="teal"
          variant="light"
          role="status"
          mb="md"
          title={t('people.households.deleted')}
        >
          {t('people.households.deletedBody', { name: householdDeleted })}
        </Alert>
      )}
      <ResourceList
        path={HOUSEHOLDS}
        noun={t('people.households.noun')}
        columns={columns}
        defaults={listDefaults}
      />
      <Modal
        opened={params.get('new') === 'household'}
        onClose={closeCreate}
        title={t('people.households.new')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('people.close') }}
      >
        <HouseholdCreateForm onCreated={onCreated} onCancel={closeCreate} />
      </Modal>
    </>
  );
}
